import { Users } from "lucide-react";
import { Link } from "react-router";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";
import { Card } from "~/ui/card";
import { noOwnerFilter, openStatusFilter } from "../lead-filters";

type Row = { ownerId: string | null; ownerName: string | null; total: number; valueCents: number };

/** The open leads ('Novo', 'Em atendimento', 'Proposta enviada') each owner answers for, and nobody's, with what they are worth. */
export function OpenLeadsCard({ rows }: { rows: Row[] }) {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const value = rows.reduce((sum, row) => sum + row.valueCents, 0);
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
              <span className="flex shrink-0 items-baseline gap-3 tabular-nums">
                <span className="text-sm text-steel-700">
                  <span className="sr-only">Valor: </span>
                  {formatPrice(row.valueCents)}
                </span>
                <span className="text-lg font-bold text-steel-900">
                  <span className="sr-only">Leads: </span>
                  {row.total}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? (
        <p className="mt-3 flex justify-between gap-3 border-t border-steel-200 pt-2 text-sm font-semibold text-steel-900">
          <span>Valor em aberto</span>
          <span className="tabular-nums">{formatPrice(value)}</span>
        </p>
      ) : null}
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
