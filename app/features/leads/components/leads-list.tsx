import { Link, useSearchParams } from "react-router";
import { formatDate } from "~/lib/dates";
import { listPagingHref, staffListSizes } from "~/lib/list-paging";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { ListPager } from "~/ui/list-pager";
import type { LeadListItem } from "../lead-list-row";
import { leadStatusLabel, statusTone } from "../lead-status";
import { LeadFacts } from "./lead-facts";

type Props = { leads: LeadListItem[]; list: { total: number; page: number; pages: number; size: number }; filtered: boolean };

/** The filtered leads, the most recently touched first, a page at a time. */
export function LeadsList({ leads, list, filtered }: Props) {
  const [searchParams] = useSearchParams();
  if (leads.length === 0) {
    return (
      <Card className="mt-6 p-10 text-center text-steel-700">
        {filtered
          ? "Nenhum lead encontrado com estes filtros."
          : "Nenhum lead ainda. Eles chegam pelos formulários e pelo Atendente Virtual."}
      </Card>
    );
  }
  return (
    <>
      <ul aria-label="Leads" className="mt-6 space-y-2">
        {leads.map((lead) => (
          <li key={lead.id}>
            <Card className="grid gap-3 p-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-center">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <Link to={`/admin/leads/${lead.id}`} className="font-semibold break-words text-brand-800 underline hover:text-brand-900">
                    {lead.name}
                  </Link>
                  <Badge tone={statusTone(lead.status)}>{leadStatusLabel(lead.status)}</Badge>
                </p>
                <p className="mt-0.5 truncate text-sm text-steel-700">
                  {[lead.company, lead.email ?? lead.phone].filter(Boolean).join(" · ")}
                </p>
                <p className="mt-0.5 text-xs text-steel-600">Criado em {formatDate(lead.createdAt)}</p>
              </div>
              <LeadFacts lead={lead} />
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
                <dt className="text-steel-600">Origem</dt>
                <dd className="break-words text-steel-900">{lead.firstSource ?? "Não identificada"}</dd>
                <dt className="text-steel-600">Campanha</dt>
                <dd className="break-words text-steel-900">{lead.firstUtmCampaign ?? "—"}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
      <ListPager
        {...list}
        sizes={staffListSizes}
        hrefFor={(paging) => listPagingHref("/admin/leads", searchParams, paging, staffListSizes)}
      />
    </>
  );
}
