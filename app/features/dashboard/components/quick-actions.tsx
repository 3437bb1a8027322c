import { FilePlus, FileText, Newspaper, PenSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { countOf } from "~/lib/plural";
import type { DashboardStats } from "../stats.server";

function QuickAction({ to, label, detail, icon }: { to: string; label: string; detail: string; icon: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-card border border-steel-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50"
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-800">{icon}</span>
      <span>
        <span className="block font-semibold text-steel-900">{label}</span>
        <span className="block text-xs text-steel-600">{detail}</span>
      </span>
    </Link>
  );
}

/** The editors' shortcuts: a new page or post, and the lists with their counts. */
export function QuickActions({ stats }: { stats: DashboardStats }) {
  return (
    <section aria-labelledby="acoes-rapidas">
      <h2 id="acoes-rapidas" className="mb-3 text-lg font-semibold text-steel-900">
        Ações rápidas
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <QuickAction
          to="/admin/pages/new"
          label="Nova Página"
          detail="Produto, serviço ou importado"
          icon={<FilePlus aria-hidden className="size-5" />}
        />
        <QuickAction
          to="/admin/blog/new"
          label="Novo Post"
          detail="Artigo para o blog"
          icon={<PenSquare aria-hidden className="size-5" />}
        />
        <QuickAction
          to="/admin/pages"
          label="Gerenciar Páginas"
          detail={countOf(stats.pages, "página", "páginas")}
          icon={<FileText aria-hidden className="size-5" />}
        />
        <QuickAction
          to="/admin/blog"
          label="Gerenciar Blog"
          detail={`${countOf(stats.posts, "post", "posts")}, ${countOf(stats.publishedPosts, "publicado", "publicados")}`}
          icon={<Newspaper aria-hidden className="size-5" />}
        />
      </div>
    </section>
  );
}
