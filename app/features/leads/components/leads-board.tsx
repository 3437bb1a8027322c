import { Link } from "react-router";
import type { LeadStatus } from "~/db/schema";
import { Card } from "~/ui/card";
import type { LeadAnswer } from "../lead-answer";
import { leadFilterQuery, type LeadFilters } from "../lead-filters";
import type { LeadListItem } from "../lead-list-row";
import { leadStatusLabel } from "../lead-status";
import { LeadFacts } from "./lead-facts";
import { LeadStatusForm } from "./lead-status-form";

type Column = { status: LeadStatus; total: number; leads: LeadListItem[] };

type Props = { columns: Column[]; filters: LeadFilters; columnSize: number; documentAnswer: LeadAnswer | undefined };

/** The list of one status under the same filters: where a full column's other leads are. */
function columnListHref(filters: LeadFilters, status: LeadStatus) {
  return `/admin/leads?${leadFilterQuery({ ...filters, status }).toString()}`;
}

/**
 * One column per status, the most recently touched leads first. A card moves with its form (a
 * select and 'Mover'), so the board works with the keyboard and without scripts.
 */
export function LeadsBoard({ columns, filters, columnSize, documentAnswer }: Props) {
  return (
    <div className="mt-6 grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
      {columns.map((column) => {
        const headingId = `quadro-${column.status}`;
        return (
          <section key={column.status} aria-labelledby={headingId} className="min-w-0 rounded-card bg-steel-100 p-3">
            <h2 id={headingId} className="flex items-baseline justify-between gap-2 font-semibold text-steel-900">
              {leadStatusLabel(column.status)}
              <span className="text-sm font-normal text-steel-700">{column.total}</span>
            </h2>
            {column.leads.length === 0 ? (
              <p className="mt-3 text-sm text-steel-600">Nenhum lead.</p>
            ) : (
              <ul aria-label={leadStatusLabel(column.status)} className="mt-3 space-y-2">
                {column.leads.map((lead) => (
                  <li key={lead.id}>
                    <Card className="space-y-2 p-3">
                      <div className="min-w-0">
                        <Link
                          to={`/admin/leads/${lead.id}`}
                          className="font-semibold break-words text-brand-800 underline hover:text-brand-900"
                        >
                          {lead.name}
                        </Link>
                        {lead.company ? <p className="text-xs break-words text-steel-700">{lead.company}</p> : null}
                      </div>
                      <LeadFacts lead={lead} />
                      <LeadStatusForm lead={lead} documentAnswer={documentAnswer} compact />
                    </Card>
                  </li>
                ))}
              </ul>
            )}
            {column.total > columnSize ? (
              <Link to={columnListHref(filters, column.status)} className="mt-3 inline-block text-sm font-medium text-brand-700 underline">
                Ver todos os {column.total} na lista
              </Link>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
