import { Download, FileUp, KanbanSquare, List, UserPlus } from "lucide-react";
import { Link, useActionData } from "react-router";
import {
  boardColumnSize,
  LeadsBoard,
  LeadsFilters,
  LeadsList,
  boardView,
  hasLeadFilters,
  leadFilterQuery,
  readLeadFilters,
  toLeadListItem,
} from "~/features/leads";
import { leadAction, leadBoard, leadFilterChoices, listLeadOwners, pageOfLeads } from "~/features/leads/index.server";
import { getLostReasons } from "~/features/settings/index.server";
import { readListPaging, staffListSizes } from "~/lib/list-paging";
import { countOf } from "~/lib/plural";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => [{ title: "Leads — Painel Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filters = readLeadFilters(search);
  const board = search.get("vista") === boardView;
  const [owners, choices, page, columns, lostReasons] = await Promise.all([
    listLeadOwners(),
    leadFilterChoices(),
    board ? null : pageOfLeads(filters, readListPaging(search, staffListSizes)),
    board ? leadBoard(filters) : null,
    board ? getLostReasons() : [],
  ]);
  return {
    filters,
    board,
    owners,
    choices,
    lostReasons,
    list: page ? { total: page.total, page: page.page, pages: page.pages, size: page.size, rows: page.rows.map(toLeadListItem) } : null,
    columns: columns?.map((column) => ({ ...column, leads: column.leads.map(toLeadListItem) })) ?? null,
  };
}

export const action = ({ request }: Route.ActionArgs) => leadAction(request);

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { filters, board, owners, choices, lostReasons, list, columns } = loaderData;
  const documentAnswer = useActionData<typeof action>();
  const query = leadFilterQuery(filters).toString();
  const total = list?.total ?? columns?.reduce((sum, column) => sum + column.total, 0) ?? 0;
  const viewLink = (toBoard: boolean) => {
    const next = leadFilterQuery(toBoard ? { ...filters, status: "" } : filters);
    if (toBoard) next.set("vista", boardView);
    return `/admin/leads${next.size ? `?${next.toString()}` : ""}`;
  };
  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-steel-900">Leads</h1>
          <p className="mt-1 text-steel-600" aria-live="polite">
            {countOf(total, "lead", "leads")}
            {hasLeadFilters(filters) ? ` ${total === 1 ? "encontrado" : "encontrados"} com os filtros` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <nav aria-label="Modo de exibição" className="flex gap-2">
            <Button asChild variant={board ? "outline" : "primary"}>
              <Link to={viewLink(false)} aria-current={board ? undefined : "page"}>
                <List aria-hidden className="size-4" />
                Lista
              </Link>
            </Button>
            <Button asChild variant={board ? "primary" : "outline"}>
              <Link to={viewLink(true)} aria-current={board ? "page" : undefined}>
                <KanbanSquare aria-hidden className="size-4" />
                Quadro
              </Link>
            </Button>
          </nav>
          <Button asChild>
            <Link to="/admin/leads/novo">
              <UserPlus aria-hidden className="size-4" />
              Novo lead
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/leads/importar">
              <FileUp aria-hidden className="size-4" />
              Importar CSV
            </Link>
          </Button>
          <Button asChild variant="outline">
            <a href={`/api/admin/leads/export${query ? `?${query}` : ""}`} download>
              <Download aria-hidden className="size-4" />
              Exportar CSV
            </a>
          </Button>
        </div>
      </div>
      {documentAnswer ? <Alert tone={documentAnswer.ok ? "success" : "error"} title={documentAnswer.message} className="mt-4" /> : null}
      <LeadsFilters filters={filters} board={board} owners={owners} choices={choices} />
      {columns ? (
        <LeadsBoard
          columns={columns}
          reasons={lostReasons}
          filters={filters}
          columnSize={boardColumnSize}
          documentAnswer={documentAnswer}
        />
      ) : list ? (
        <LeadsList leads={list.rows} list={list} filtered={hasLeadFilters(filters)} />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary unexpected={({ message }) => <LoadError heading="Leads" title="Erro ao carregar os leads" message={message} />} />
  );
}
