import { ArrowLeft, ExternalLink, Globe, Package, Pencil, Plus, Trash2, Wrench } from "lucide-react";
import { data, Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { readAdminListParams, adminListHref, pageSizeOptions } from "~/features/catalogue/admin-list-params";
import { listPagesForAdmin } from "~/features/catalogue/admin-queries.server";
import { deletePage } from "~/features/catalogue/page-service.server";
import { canonicalPath, pageTypeInfo } from "~/features/catalogue/page-types";
import { formatRelative } from "~/lib/dates";
import { useJsonAction } from "~/lib/use-json-action";
import { readJson } from "~/lib/validation";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { Select } from "~/ui/field";
import { Pagination } from "~/ui/pagination";
import type { Route } from "./+types/pages";

export const meta: Route.MetaFunction = () => [{ title: "Páginas de Produtos e Serviços — Painel Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const params = readAdminListParams(new URL(request.url).searchParams);
  const { rows, counts } = await listPagesForAdmin(params);
  const total = params.type === "all" ? counts.all : counts[params.type];
  return { params, rows, counts, totalPages: Math.max(1, Math.ceil(total / params.size)), now: Date.now() };
}

const deleteSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });

export async function action({ request }: Route.ActionArgs) {
  const parsed = deleteSchema.safeParse(await readJson(request));
  if (!parsed.success) return data({ ok: false as const, message: "Página inválida" }, { status: 400 });
  const result = await deletePage(parsed.data.id);
  if (!result.ok) return data({ ok: false as const, message: result.message }, { status: result.status });
  return { ok: true as const };
}

const typeIcons = { produto: Package, servico: Wrench, importado: Globe };
const filterLabels = { all: "Todas", produto: "Produtos", servico: "Serviços", importado: "Importados" } as const;

function DeletePageButton({ title, onConfirm, busy }: { title: string; onConfirm: () => void; busy: boolean }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Excluir ${title}`} disabled={busy}>
          <Trash2 aria-hidden className="size-4 text-red-700" />
        </Button>
      }
      title="Excluir página?"
      description={`A página "${title}" será excluída e deixará de aparecer no site. Esta ação não pode ser desfeita.`}
      confirmLabel="Excluir"
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { params, rows, counts, totalPages, now } = loaderData;
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
              to={adminListHref({ type, size: params.size, page: 1 })}
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
        <div className="flex items-center gap-2">
          <label htmlFor="page-size" className="text-sm text-steel-700">
            Itens por página
          </label>
          <Select
            id="page-size"
            className="w-20"
            value={params.size}
            onChange={(event) => navigate(adminListHref({ ...params, size: Number(event.target.value), page: 1 }))}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
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
          {rows.map((page) => {
            const Icon = typeIcons[page.pageType];
            const path = canonicalPath(page.pageType, page.slug);
            return (
              <li key={page.id}>
                <Card className="flex flex-wrap items-center gap-4 p-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-semibold text-steel-900">{page.title}</h2>
                      <Badge tone="brand">{pageTypeInfo[page.pageType].badge}</Badge>
                      {page.published ? null : <Badge tone="warning">Rascunho</Badge>}
                    </div>
                    <p className="mt-0.5 truncate font-mono text-xs text-steel-600">{path}</p>
                    <p className="mt-1 text-xs text-steel-600">
                      Criada {formatRelative(page.createdAt, now)} · Atualizada {formatRelative(page.updatedAt, now)}
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <Button asChild variant="ghost" size="sm">
                      <a href={path} target="_blank" rel="noreferrer" aria-label={`Visualizar ${page.title}`}>
                        <ExternalLink aria-hidden className="size-4" />
                      </a>
                    </Button>
                    <Button asChild variant="ghost" size="sm">
                      <Link to={`/admin/pages/${page.slug}/edit`} aria-label={`Editar ${page.title}`}>
                        <Pencil aria-hidden className="size-4" />
                      </Link>
                    </Button>
                    <DeletePageButton title={page.title} onConfirm={() => void remove(page.id)} busy={busy} />
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-6">
        <Pagination current={params.page} total={totalPages} hrefFor={(page) => adminListHref({ ...params, page })} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">Páginas de Produtos e Serviços</h1>
      <p role="alert" className="mt-6 text-red-800">
        Erro ao carregar páginas. Tente novamente.
      </p>
    </div>
  );
}
