import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { formatPercent } from "~/lib/numbers";
import { Card } from "~/ui/card";

/**
 * One figure of the period with its change from the previous period. `lowerIsBetter` colours
 * a fall green (the bounce rate).
 */
type Props = { title: string; value: string; variation: number | null; noComparison: string; note?: ReactNode; lowerIsBetter?: boolean };

export function FigureCard({ title, value, variation, noComparison, note, lowerIsBetter }: Props) {
  const good = variation !== null && variation !== 0 && variation > 0 !== Boolean(lowerIsBetter);
  return (
    <Card className="p-4">
      <h3 className="text-sm font-medium text-steel-600">{title}</h3>
      <p className="mt-1 text-2xl font-bold text-steel-900">{value}</p>
      <p
        className={cn(
          "mt-1 flex items-center gap-1 text-xs",
          variation === null || variation === 0 ? "text-steel-600" : good ? "text-green-800" : "text-red-800",
        )}
      >
        {variation === null ? (
          noComparison
        ) : (
          <>
            {variation >= 0 ? <ArrowUpRight aria-hidden className="size-3.5" /> : <ArrowDownRight aria-hidden className="size-3.5" />}
            {`${variation > 0 ? "+" : ""}${formatPercent(variation)} em relação ao período anterior`}
          </>
        )}
      </p>
      {note ? <p className="mt-1 text-xs text-steel-600">{note}</p> : null}
    </Card>
  );
}
