import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import { Form, Link } from "react-router";
import { leadStatuses } from "~/db/schema";
import { Button } from "~/ui/button";
import { Field, Select } from "~/ui/field";
import { Input } from "~/ui/input";
import {
  boardView,
  hasLeadFilters,
  leadFilterParams,
  noOwnerFilter,
  openStatusFilter,
  upcomingMeetingFilter,
  type LeadFilters,
} from "../lead-filters";
import { leadStatusLabels } from "../lead-status";

type Props = {
  filters: LeadFilters;
  board: boolean;
  owners: Array<{ id: string; name: string }>;
  choices: { sources: string[]; campaigns: string[] };
};

/**
 * The list's filters, sent in the address; the board keeps its view (and ignores the status: it
 * shows them all). Below 768 px all but the search fold behind 'Filtros' (a `<details>`, so
 * without scripts too), open when one of them is in use; wider, they always show.
 */
export function LeadsFilters({ filters, board, owners, choices }: Props) {
  const p = leadFilterParams;
  const folded = [board ? "" : filters.status, filters.owner, filters.source, filters.campaign, filters.from, filters.to, filters.meeting];
  const inUse = folded.filter(Boolean).length;
  return (
    <Form key={JSON.stringify(filters)} method="get" role="search" aria-label="Filtrar leads" className="mt-5">
      {board ? <input type="hidden" name="vista" value={boardView} /> : null}
      <Field id="leads-q" label="Buscar" className="md:max-w-md">
        <Input id="leads-q" name={p.q} type="search" defaultValue={filters.q} placeholder="Nome, e-mail, telefone ou empresa" />
      </Field>
      <details open={inUse > 0} className="group mt-3 md:[&::details-content]:[content-visibility:visible]">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-steel-300 bg-white px-3 py-2 text-sm font-medium text-steel-800 hover:bg-steel-50 md:hidden [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal aria-hidden className="size-4" />
          Filtros
          {inUse > 0 ? <span className="text-steel-600">{`(${inUse} em uso)`}</span> : null}
          <ChevronDown aria-hidden className="ml-auto size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 md:mt-0 lg:grid-cols-4">
          {board ? null : (
            <Field id="leads-status" label="Status">
              <Select id="leads-status" name={p.status} defaultValue={filters.status}>
                <option value="">Todos</option>
                <option value={openStatusFilter}>Abertos (Novo, Em atendimento, Proposta enviada)</option>
                {leadStatuses.map((status) => (
                  <option key={status} value={status}>
                    {leadStatusLabels[status]}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field id="leads-owner" label="Responsável">
            <Select id="leads-owner" name={p.owner} defaultValue={filters.owner}>
              <option value="">Todos</option>
              <option value={noOwnerFilter}>Sem responsável</option>
              {owners.map((owner) => (
                <option key={owner.id} value={owner.id}>
                  {owner.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="leads-source" label="Origem (primeiro contato)">
            <Select id="leads-source" name={p.source} defaultValue={filters.source}>
              <option value="">Todas</option>
              {choices.sources.map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="leads-campaign" label="Campanha (primeiro contato)">
            <Select id="leads-campaign" name={p.campaign} defaultValue={filters.campaign}>
              <option value="">Todas</option>
              {choices.campaigns.map((campaign) => (
                <option key={campaign} value={campaign}>
                  {campaign}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="leads-from" label="Criados de">
            <Input id="leads-from" name={p.from} type="date" defaultValue={filters.from} />
          </Field>
          <Field id="leads-to" label="Criados até">
            <Input id="leads-to" name={p.to} type="date" defaultValue={filters.to} />
          </Field>
          <Field id="leads-meeting" label="Reunião">
            <Select id="leads-meeting" name={p.meeting} defaultValue={filters.meeting}>
              <option value="">Com ou sem reunião</option>
              <option value={upcomingMeetingFilter}>Com reunião marcada</option>
            </Select>
          </Field>
        </div>
      </details>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline">
          <Search aria-hidden className="size-4" />
          Filtrar
        </Button>
        {hasLeadFilters(filters) ? (
          <Link to={board ? `?vista=${boardView}` : "?"} className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
            Limpar filtros
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
