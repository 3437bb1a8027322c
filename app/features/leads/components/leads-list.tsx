import { useCallback, useRef } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import type { ActionAnswer } from "~/lib/action-result";
import { formatDate } from "~/lib/dates";
import { listPagingHref, staffListSizes } from "~/lib/list-paging";
import { useAnswerToast } from "~/lib/use-answer-toast";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { ListPager } from "~/ui/list-pager";
import type { LeadListItem } from "../lead-list-row";
import { leadStatusLabel, statusTone } from "../lead-status";
import { LeadCommands, leadCommandsKey } from "./lead-commands";
import { LeadFacts } from "./lead-facts";

type Props = { leads: LeadListItem[]; list: { total: number; page: number; pages: number; size: number }; filtered: boolean };

const leadLinkId = (leadId: string) => `lead-${leadId}`;

/**
 * The filtered leads, the most recently touched first (with a meeting to come, the soonest
 * first), a page at a time; each row cancels its meeting or deletes the lead.
 */
export function LeadsList({ leads, list, filtered }: Props) {
  const [searchParams] = useSearchParams();
  const top = useRef<HTMLDivElement>(null);
  const commands = useFetcher<ActionAnswer>({ key: leadCommandsKey });
  // The button that held focus is gone: focus goes to the lead's name, or to the list when the lead left it.
  const refocus = useCallback((answer: ActionAnswer) => {
    const link = answer.item ? document.getElementById(leadLinkId(answer.item)) : null;
    (link ?? top.current)?.focus();
  }, []);
  useAnswerToast(commands, refocus);
  return (
    <div ref={top} tabIndex={-1} className="focus:outline-none">
      {leads.length === 0 ? (
        <Card className="mt-6 p-10 text-center text-steel-700">
          {filtered
            ? "Nenhum lead encontrado com estes filtros."
            : "Nenhum lead ainda. Eles chegam pelos formulários e pelo Atendente Virtual."}
        </Card>
      ) : (
        <>
          <ul aria-label="Leads" className="mt-6 space-y-2">
            {leads.map((lead) => (
              <li key={lead.id}>
                <Card className="grid gap-3 p-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-center">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <Link
                        id={leadLinkId(lead.id)}
                        to={`/admin/leads/${lead.id}`}
                        className="font-semibold break-words text-brand-800 underline hover:text-brand-900"
                      >
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
                  <LeadCommands lead={lead} />
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
      )}
    </div>
  );
}
