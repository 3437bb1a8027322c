import { BarChart3, ExternalLink, Globe, Package, Pencil, Trash2, Wrench } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime, formatRelative } from "~/lib/dates";
import type { Period } from "~/lib/periods";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { periodLabels } from "~/lib/periods";
import type { AdminPageRow } from "../admin-queries.server";
import { canonicalPath, pageTypeInfo } from "../page-types";
import { countOf } from "~/lib/plural";

const typeIcons = { produto: Package, servico: Wrench, importado: Globe };

function PageFigures({ title, figures, period }: { title: string; figures: AdminPageRow["figures"]; period: Period }) {
  return (
    <div
      role="group"
      aria-label={`Desempenho de ${title}: ${periodLabels[period]}`}
      className="mt-1 flex items-start gap-1.5 text-xs text-steel-700"
    >
      <BarChart3 aria-hidden className="mt-px size-3.5 shrink-0 text-brand-700" />
      <span>
        {countOf(figures.views, "visualização", "visualizações")} ·{" "}
        {countOf(figures.quoteRequests, "pedido de orçamento", "pedidos de orçamento")}
      </span>
    </div>
  );
}

type AdminPageCardProps = { page: AdminPageRow; period: Period; now: number; onDelete: () => void; busy: boolean };

/** A page in the back office's list: type, state, address, dates, its figures in the period, and its actions. */
export function AdminPageCard({ page, period, now, onDelete, busy }: AdminPageCardProps) {
  const Icon = typeIcons[page.pageType];
  const path = canonicalPath(page.pageType, page.slug);
  return (
    <Card className="flex flex-wrap items-center gap-4 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-steel-900">{page.title}</h2>
          <Badge tone="brand">{pageTypeInfo[page.pageType].badge}</Badge>
          {page.published ? null : <Badge tone="warning">Rascunho</Badge>}
          {page.publishAt ? <Badge tone="brand">Agendada para {formatDateTime(page.publishAt)}</Badge> : null}
        </div>
        <p className="mt-0.5 truncate font-mono text-xs text-steel-600">{path}</p>
        <p className="mt-1 text-xs text-steel-600">
          Criada {formatRelative(page.createdAt, now)} · Atualizada {formatRelative(page.updatedAt, now)}
        </p>
        <PageFigures title={page.title} figures={page.figures} period={period} />
      </div>
      <div className="ml-auto flex items-center gap-1">
        <Button asChild variant="ghost" size="sm">
          {/* A draft has no public address yet: staff see it in the preview. */}
          <a
            href={page.published ? path : `/visualizar/${page.id}`}
            target="_blank"
            rel="noreferrer"
            aria-label={`Visualizar ${page.title}`}
          >
            <ExternalLink aria-hidden className="size-4" />
          </a>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/admin/pages/${page.slug}/edit`} aria-label={`Editar ${page.title}`}>
            <Pencil aria-hidden className="size-4" />
          </Link>
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Excluir ${page.title}`} disabled={busy}>
              <Trash2 aria-hidden className="size-4 text-red-700" />
            </Button>
          }
          title="Excluir página?"
          description={`A página "${page.title}" será excluída e deixará de aparecer no site. Esta ação não pode ser desfeita.`}
          confirmLabel="Excluir"
          onConfirm={onDelete}
          busy={busy}
        />
      </div>
    </Card>
  );
}
