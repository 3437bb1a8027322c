import { ChevronDown } from "lucide-react";
import { cn } from "~/lib/cn";
import { formatInteger } from "~/lib/numbers";
import { countOf } from "~/lib/plural";
import { Card } from "~/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "~/ui/collapsible";
import { chartSeries, countTicks, labelledBars, type ChartBar } from "../chart-series";
import { Table, TableBody, TableCell, TableHead, TableHeader } from "~/ui/table";

type Props = {
  days: Array<{ day: string; views: number; visitors: number }>;
  chartDays: { from: string | null; to: string };
};

/** Up to this many bars (a fortnight), each shows its number above it; on a phone, up to a week's. */
const mostValuedBars = 15;
const mostValuedBarsOnPhone = 8;

/**
 * Views per day (per month on long periods) as bars over a count axis, dates under them; the
 * numbers are in a table that opens under the chart.
 */
export function DailyChart({ days, chartDays }: Props) {
  const { monthly, bars } = chartSeries(days, chartDays);
  const title = monthly ? "Visualizações por mês" : "Visualizações por dia";
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-steel-900">{title}</h3>
      {bars.length === 0 ? (
        <p className="mt-3 text-sm text-steel-600">Nenhuma visita no período.</p>
      ) : (
        <>
          <Summary bars={bars} />
          <BarChart bars={bars} />
          <NumbersTable title={title} bars={bars} monthly={monthly} />
        </>
      )}
    </Card>
  );
}

/** The period's total and its busiest day (or month), in words. */
function Summary({ bars }: { bars: ChartBar[] }) {
  const total = bars.reduce((sum, bar) => sum + bar.views, 0);
  const busiest = bars.reduce((best, bar) => (bar.views > best.views ? bar : best));
  return (
    <p className="mt-1 text-sm text-steel-700">
      {countOf(total, "visualização", "visualizações")} no período; o maior número, {formatInteger(busiest.views)}, em {busiest.fullLabel}.
    </p>
  );
}

function BarChart({ bars }: { bars: ChartBar[] }) {
  const ticks = countTicks(Math.max(...bars.map((bar) => bar.views)));
  const top = ticks.at(-1)!;
  // A phone has room for a week of dates; a wider screen for a fortnight.
  const datedOnPhone = labelledBars(bars.length, 7);
  const datedWider = labelledBars(bars.length, 15);
  const valued = bars.length <= mostValuedBars;
  const valuedOnPhone = bars.length <= mostValuedBarsOnPhone;
  // Each tick's line, from the bottom of the plot.
  const at = (value: number) => `${(value / top) * 100}%`;
  return (
    <div aria-hidden className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-[11px] text-steel-600">
      <div className="relative h-44 w-8">
        {ticks.map((tick) => (
          <span key={tick} className="absolute right-0 translate-y-1/2 tabular-nums" style={{ bottom: at(tick) }}>
            {formatInteger(tick)}
          </span>
        ))}
      </div>
      <div className="relative h-44 border-b border-l border-steel-300">
        {ticks.slice(1).map((tick) => (
          <div key={tick} className="absolute inset-x-0 border-t border-dashed border-steel-200" style={{ bottom: at(tick) }} />
        ))}
        <div className="absolute inset-0 flex items-end gap-px px-px sm:gap-1">
          {bars.map((bar) => (
            <div
              key={bar.key}
              className="relative flex h-full min-w-0 flex-1 items-end justify-center"
              title={`${bar.fullLabel}: ${formatInteger(bar.views)}`}
            >
              {valued ? (
                <span
                  className={cn(
                    "absolute left-1/2 -translate-x-1/2 font-medium text-steel-800 tabular-nums",
                    !valuedOnPhone && "hidden sm:block",
                  )}
                  style={{ bottom: `calc(${at(bar.views)} + 2px)` }}
                >
                  {formatInteger(bar.views)}
                </span>
              ) : null}
              <div className="w-full max-w-10 rounded-t-sm bg-brand-600" style={{ height: bar.views ? at(bar.views) : 0 }} />
            </div>
          ))}
        </div>
      </div>
      <div />
      <div className="relative mt-1 flex h-4 gap-px px-px sm:gap-1">
        {bars.map((bar, index) => (
          <div key={bar.key} className="relative min-w-0 flex-1">
            {datedOnPhone(index) || datedWider(index) ? (
              <span
                className={cn(
                  "absolute left-1/2 -translate-x-1/2 whitespace-nowrap tabular-nums",
                  !datedWider(index) && "sm:hidden",
                  !datedOnPhone(index) && "hidden sm:inline",
                )}
              >
                {bar.label}
              </span>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}

function NumbersTable({ title, bars, monthly }: { title: string; bars: ChartBar[]; monthly: boolean }) {
  return (
    <Collapsible className="mt-4">
      <CollapsibleTrigger className="group inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900">
        Ver os números
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </CollapsibleTrigger>
      <CollapsibleContent className="mt-2">
        <Table>
          <caption className="sr-only">{title}</caption>
          <TableHeader>
            <tr>
              <TableHead>{monthly ? "Mês" : "Dia"}</TableHead>
              <TableHead numeric>Visualizações</TableHead>
              {monthly ? null : <TableHead numeric>Visitantes</TableHead>}
            </tr>
          </TableHeader>
          <TableBody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row" className="py-2 pr-3 font-normal text-steel-800">
                  {bar.fullLabel}
                </th>
                <TableCell numeric className="text-steel-900">
                  {formatInteger(bar.views)}
                </TableCell>
                {bar.visitors === null ? null : (
                  <TableCell numeric className="text-steel-900">
                    {formatInteger(bar.visitors)}
                  </TableCell>
                )}
              </tr>
            ))}
          </TableBody>
        </Table>
      </CollapsibleContent>
    </Collapsible>
  );
}
