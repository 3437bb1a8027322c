import { CalendarCheck, Inbox, MessageSquare, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/ui/card";
import type { DashboardStats } from "../stats.server";

function StatCard({ label, value, detail, icon }: { label: string; value: number; detail: string; icon: ReactNode }) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-steel-700">{label}</h2>
        {icon}
      </div>
      <p className="mt-2 text-3xl font-bold text-steel-900">{value}</p>
      <p className="mt-1 text-xs text-steel-600">{detail}</p>
    </Card>
  );
}

/** The four figures at the top of the dashboard. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <section aria-label="Estatísticas" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Leads Agente IA"
        value={stats.leadsLast7Days}
        detail="Últimos 7 dias"
        icon={<UserPlus aria-hidden className="size-5 text-brand-700" />}
      />
      <StatCard
        label="Contatos Site"
        value={stats.contactsLast7Days}
        detail="Últimos 7 dias"
        icon={<Inbox aria-hidden className="size-5 text-brand-700" />}
      />
      <StatCard
        label="Mensagens Agente IA"
        value={stats.agentConversations}
        detail="Total de conversas"
        icon={<MessageSquare aria-hidden className="size-5 text-brand-700" />}
      />
      <StatCard
        label="Reuniões Agendadas"
        value={stats.upcomingMeetings}
        detail="Pendentes"
        icon={<CalendarCheck aria-hidden className="size-5 text-brand-700" />}
      />
    </section>
  );
}
