import { Link } from "react-router";
import { countOf } from "~/lib/plural";
import { Card } from "~/ui/card";
import type { DashboardStats } from "../stats.server";
import { MeetingsCard, type MeetingItem } from "./meetings-card";

/** For those who answer leads: the site's contacts, the assistant's conversations and the next meetings. */
export function SalesSummary({ stats, meetings }: { stats: DashboardStats; meetings: MeetingItem[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-steel-900">Contatos do Site</h2>
        <p className="mt-2 text-sm text-steel-700">
          {countOf(stats.contactsTotal, "mensagem recebida", "mensagens recebidas")}, {stats.contactsLast7Days} nos últimos 7 dias.
        </p>
        <Link to="/admin/messages" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900">
          Ver todos
        </Link>
      </Card>
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-steel-900">Atendente Virtual</h2>
        <p className="mt-2 text-sm text-steel-700">
          {countOf(stats.agentConversations, "conversa", "conversas")},{" "}
          {countOf(stats.agentMessages, "mensagem trocada", "mensagens trocadas")}.
        </p>
        <Link to="/admin/agent-messages" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900">
          Ver conversas
        </Link>
      </Card>
      <MeetingsCard meetings={meetings} />
    </div>
  );
}
