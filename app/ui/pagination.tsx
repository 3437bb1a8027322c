import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** Page numbers to show: the first, the last and a window around the current one. */
export function pageWindow(current: number, total: number): Array<number | "gap"> {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? (["gap", page] as const) : [page]));
}

/** 'Anterior', numbered pages and 'Próximo'; hidden when everything fits on one page. */
export function Pagination({ current, total, hrefFor }: { current: number; total: number; hrefFor: (page: number) => string }) {
  if (total <= 1) return null;
  const linkClass = "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm font-medium";
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-center gap-1">
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} className={cn(linkClass, "border-steel-300 bg-white text-steel-800 hover:bg-steel-50")}>
          Anterior
        </Link>
      ) : (
        <span aria-disabled className={cn(linkClass, "border-steel-200 bg-steel-50 text-steel-500")}>
          Anterior
        </span>
      )}
      {pageWindow(current, total).map((page, index) =>
        page === "gap" ? (
          <span key={`gap-${index}`} aria-hidden className="px-1 text-steel-600">
            …
          </span>
        ) : (
          <Link
            key={page}
            to={hrefFor(page)}
            aria-current={page === current ? "page" : undefined}
            aria-label={`Página ${page}`}
            className={cn(
              linkClass,
              page === current ? "border-brand-700 bg-brand-700 text-white" : "border-steel-300 bg-white text-steel-800 hover:bg-steel-50",
            )}
          >
            {page}
          </Link>
        ),
      )}
      {current < total ? (
        <Link to={hrefFor(current + 1)} className={cn(linkClass, "border-steel-300 bg-white text-steel-800 hover:bg-steel-50")}>
          Próximo
        </Link>
      ) : (
        <span aria-disabled className={cn(linkClass, "border-steel-200 bg-steel-50 text-steel-500")}>
          Próximo
        </span>
      )}
    </nav>
  );
}
