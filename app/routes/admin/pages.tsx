import { ArrowLeft, Plus } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { z } from "~/lib/zod";
import { adminListHref, pageListSizes, readAdminListParams, AdminPageCard } from "~/features/catalogue";
import { periodLabels, readPeriod } from "~/lib/periods";
import { loadAdminPageList, deletePage } from "~/features/catalogue/index.server";
import { periodOptions } from "~/lib/periods";
import { useJsonAction } from "~/lib/use-json-action";
import { intent, intentAction } from "~/lib/forms/intent-action.server";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Select } from "~/ui/field";
import { PageSizeSelect } from "~/ui/list-pager";
import { Pagination } from "~/ui/pagination";
import type { Route } from "./+types/pages";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export const meta: Route.MetaFunction = () => [{ title: "Páginas de Produtos e Serviços — Painel Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const params = readAdminListParams(new URL(request.url).searchParams);
  const now = new Date();
  return { params, ...(await loadAdminPageList(params, now)), now: now.getTime() };
}

const deleteSchema = z.object({ id: z.uuid({ error: "Página inválida" }) });

export const action = ({ request }: Route.ActionArgs) =>
  intentAction(request, { delete: intent(deleteSchema, ({ id }) => deletePage(id)) });

const filterLabels = { all: "Todas", produto: "Produtos", servico: "Serviços", importado: "Importados" } as const;

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { params, rows, counts, page, totalPages, now } = loaderData;
  const navigate = useNavigate();
  // Held by the list, not the row: the row is gone once the list reloads.
  const { submit, busy } = useJsonAction<typeof action>();
  async function remove(id: string) {
    const result = await submit({ intent: "delete", id });
    if (result.ok) toast.success("Página excluída com sucesso!");
    else toast.error("Erro ao excluir página", { description: result.message });
  }
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link to="/admin" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900">
            <ArrowLeft aria-hidden className="size-4" />
            Voltar
          </Link>
          <h1 className="mt-2 text-2xl font-bold text-steel-900">Páginas de Produtos e Serviços</h1>
        </div>
        <Button asChild>
          <Link to="/admin/pages/new">
            <Plus aria-hidden className="size-4" />
            Nova Página
          </Link>
        </Button>
      </div>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <nav aria-label="Filtrar por categoria" className="flex flex-wrap gap-2">
          {(Object.keys(filterLabels) as Array<keyof typeof filterLabels>).map((type) => (
            <Link
              key={type}
              to={adminListHref({ ...params, type, page: 1 })}
              aria-current={params.type === type ? "page" : undefined}
              className={
                params.type === type
                  ? "rounded-full bg-brand-700 px-4 py-1.5 text-sm font-medium text-white"
                  : "rounded-full border border-steel-300 bg-white px-4 py-1.5 text-sm font-medium text-steel-800 hover:bg-steel-50"
              }
            >
              {filterLabels[type]} ({counts[type]})
            </Link>
          ))}
        </nav>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex items-center gap-2">
            <label htmlFor="periodo" className="text-sm text-steel-700">
              Período
            </label>
            <div className="w-44">
              <Select
                id="periodo"
                value={params.period}
                onChange={(event) => navigate(adminListHref({ ...params, period: readPeriod(event.target.value) }))}
              >
                {periodOptions.map((period) => (
                  <option key={period} value={period}>
                    {periodLabels[period]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <PageSizeSelect size={params.size} sizes={pageListSizes} />
        </div>
      </div>

      {rows.length === 0 ? (
        <Card className="mt-6 p-10 text-center">
          <p className="text-lg text-steel-800">Nenhuma página encontrada</p>
          <Link to="/admin/pages/new" className="mt-2 inline-block font-medium text-brand-700 underline">
            Criar a primeira página
          </Link>
        </Card>
      ) : (
        <ul className="mt-6 space-y-3">
          {rows.map((page) => (
            <li key={page.id}>
              <AdminPageCard page={page} period={params.period} now={now} onDelete={() => void remove(page.id)} busy={busy} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <Pagination current={page} total={totalPages} hrefFor={(target) => adminListHref({ ...params, page: target })} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={() => <LoadError heading="Páginas de Produtos e Serviços" title="Erro ao carregar páginas. Tente novamente." />}
    />
  );
}
