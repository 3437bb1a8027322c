import { formatInteger } from "~/lib/numbers";
import { Card } from "~/ui/card";

/** A ranked breakdown (pages, devices, sources) with bars proportional to the largest. */
export function BreakdownList({
  title,
  unit,
  rows,
  empty,
  note,
}: {
  title: string;
  unit: string;
  rows: Array<{ label: string; value: number }>;
  empty: string;
  note?: string;
}) {
  const largest = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-steel-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-steel-600">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={title}>
          {rows.map((row) => (
            <li key={row.label} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className="min-w-0 truncate text-steel-800" title={row.label}>
                  {row.label}
                </span>
                <span className="shrink-0 font-medium text-steel-900">
                  {formatInteger(row.value)} <span className="sr-only">{unit}</span>
                </span>
              </div>
              <div aria-hidden className="mt-1 h-1.5 rounded-full bg-steel-100">
                <div className="h-1.5 rounded-full bg-brand-600" style={{ width: `${(row.value / largest) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {note ? <p className="mt-3 text-xs text-steel-600">{note}</p> : null}
    </Card>
  );
}
