import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { mayUse } from "~/features/auth";
import { staffContext } from "~/features/auth/index.server";
import { CounterGrid, isReportType, reportTabs, reportTabsFor } from "~/features/reports";
import { loadDetailedReport } from "~/features/reports/index.server";
import { formatDateTime } from "~/lib/dates";
import { Card } from "~/ui/card";
import type { Route } from "./+types/report-detail";

export const meta: Route.MetaFunction = () => [{ title: "Relatório Detalhado — Painel Admin" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  // An unknown report type is the not-found screen.
  if (!isReportType(params.type)) throw data({ message: "Relatório não encontrado" }, { status: 404 });
  const { role } = context.get(staffContext)!;
  if (!reportTabsFor(role).some((tab) => tab.value === params.type)) {
    throw data({ message: "A sua função na equipe não dá acesso a este relatório." }, { status: 403 });
  }
  // The latest requests name visitors: only for whoever answers them.
  return { type: params.type, ...(await loadDetailedReport({ withRequests: mayUse(role, "/admin/messages") })) };
}

export default function ReportDetail({ loaderData }: Route.ComponentProps) {
  const { type, counters, latest } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={`/admin/reports?aba=${type}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Voltar aos relatórios
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-steel-900">Relatório Detalhado</h1>
      <p className="mt-1 text-steel-600">{reportTabs.find((tab) => tab.value === type)?.label}</p>
      <div className="mt-5">
        <CounterGrid
          label="Resumo"
          counters={[
            { label: "Páginas publicadas", value: counters.publishedPages },
            { label: "Total de solicitações", value: counters.requests },
            { label: "Conversas do agente", value: counters.conversations },
          ]}
        />
      </div>
      {latest ? (
        <Card className="mt-5 p-4">
          <h2 className="font-semibold text-steel-900">Atividade Recente</h2>
          {latest.length === 0 ? (
            <p className="mt-3 text-sm text-steel-600">Nenhuma atividade recente encontrada.</p>
          ) : (
            <ul className="mt-3 divide-y divide-steel-100 text-sm">
              {latest.map((request) => (
                <li key={request.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium text-steel-900">{request.name}</span>{" "}
                    <span className="text-steel-600">{request.email}</span>
                  </span>
                  <span className="text-steel-600">{formatDateTime(request.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </div>
  );
}
