import { AlarmClock } from "lucide-react";
import { Link } from "react-router";
import { formatBusinessTime } from "~/features/business-days";
import { formatDateTime } from "~/lib/dates";
import { countOf } from "~/lib/plural";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import type { WaitingLeadsData } from "../waiting-leads-data.server";

const shown = 5;

/**
 * The leads still 'Novo' past the alert's business hours, the longest waiting first, each linked
 * to its page: for the roles that answer leads.
 */
export function WaitingLeadsCard({ data }: { data: WaitingLeadsData }) {
  const limit = countOf(data.alertHours, "hora útil", "horas úteis");
  return (
    <Card className={data.total > 0 ? "border-amber-300 p-5" : "p-5"}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-steel-900">
          <AlarmClock aria-hidden className={data.total > 0 ? "size-5 text-amber-700" : "size-5 text-brand-700"} />
          Leads aguardando atendimento
        </h2>
        {data.total > 0 ? <Badge tone="warning">{countOf(data.total, "lead", "leads")}</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-steel-600">
        Ainda 'Novo' depois de {limit}, contadas na agenda de reuniões, sem fins de semana, feriados e dias sem expediente.
      </p>
      {data.total === 0 ? (
        <p className="mt-4 text-sm text-steel-700">Nenhum lead aguardando há mais de {limit}.</p>
      ) : (
        <ul aria-label="Leads aguardando atendimento" className="mt-4 divide-y divide-steel-100">
          {data.leads.slice(0, shown).map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0">
              <div className="min-w-0">
                <Link to={`/admin/leads/${lead.id}`} className="font-semibold break-words text-brand-700 hover:text-brand-900">
                  {lead.name}
                </Link>
                {lead.email ? <p className="text-xs break-all text-steel-600">{lead.email}</p> : null}
              </div>
              <p className="text-sm text-steel-800">
                <span className="font-semibold">há {formatBusinessTime(lead.waitingMs)} úteis</span>
                <span className="text-steel-600"> · desde {formatDateTime(lead.createdAt)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.total > shown ? (
        <Link to="/admin/leads" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900">
          Ver todos os {data.total} leads aguardando
        </Link>
      ) : null}
    </Card>
  );
}
