import { Users } from "lucide-react";
import { Link } from "react-router";
import { countOf } from "~/lib/plural";
import { Card } from "~/ui/card";
import { noOwnerFilter, openStatusFilter } from "../lead-filters";

type Row = { ownerId: string | null; ownerName: string | null; total: number };

/** The open leads ('Novo', 'Em atendimento', 'Proposta enviada') each owner answers for, and nobody's. */
export function OpenLeadsCard({ rows }: { rows: Row[] }) {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-steel-900">
        <Users aria-hidden className="size-5 text-brand-700" />
        Leads abertos por responsável
      </h2>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-steel-600">Nenhum lead aberto.</p>
      ) : (
        <ul className="mt-4 divide-y divide-steel-100" aria-label="Leads abertos por responsável">
          {rows.map((row) => (
            <li key={row.ownerId ?? noOwnerFilter} className="flex items-center justify-between gap-3 py-2 first:pt-0">
              <Link
                to={`/admin/leads?status=${openStatusFilter}&responsavel=${row.ownerId ?? noOwnerFilter}`}
                className="min-w-0 break-words text-sm font-medium text-brand-800 underline hover:text-brand-900"
              >
                {row.ownerId ? (row.ownerName ?? "Membro removido") : "Sem responsável"}
              </Link>
              <span className="text-lg font-bold text-steel-900 tabular-nums">{row.total}</span>
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? (
        <Link
          to={`/admin/leads?status=${openStatusFilter}`}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {total === 1 ? "Ver o lead aberto" : `Ver os ${countOf(total, "lead aberto", "leads abertos")}`}
        </Link>
      ) : null}
    </Card>
  );
}
