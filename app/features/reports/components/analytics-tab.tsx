import { Download } from "lucide-react";
import { Form } from "react-router";
import { change, type Figures } from "~/features/analytics";
import { formatDuration, formatInteger, formatPercent } from "~/lib/numbers";
import { periodOptions, type Period, periodLabels } from "~/lib/periods";
import { Button } from "~/ui/button";
import { Select } from "~/ui/field";
import { BreakdownList } from "./breakdown-list";
import { CampaignsTable } from "./campaigns-table";
import { DailyChart } from "./daily-chart";
import { FigureCard } from "./figure-card";

/** The target for the bounce rate: under 40%. */
const bounceTarget = 0.4;

type Props = {
  period: Period;
  current: Figures;
  previous: Figures | null;
  daily: Array<{ day: string; views: number; visitors: number }>;
  chartDays: { from: string | null; to: string };
};

/** Visits of the chosen period, beside the previous one, counted from the stored visits (docs/product/reports.md). */
export function AnalyticsTab({ period, current, previous, daily, chartDays }: Props) {
  const bounce = current.bounceRate;
  const noComparison = previous ? "Sem dados no período anterior para comparar" : "Sem período anterior para comparar";
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form method="get" className="flex items-end gap-2">
          <div className="w-48">
            <label htmlFor="periodo" className="block text-sm font-medium text-steel-800">
              Período
            </label>
            <Select id="periodo" name="periodo" defaultValue={String(period)} className="mt-1">
              {periodOptions.map((option) => (
                <option key={option} value={option}>
                  {periodLabels[option]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="outline">
            Aplicar
          </Button>
        </Form>
        <Button asChild variant="outline">
          <a href={`/api/admin/reports/analytics.csv?periodo=${period}`} download>
            <Download aria-hidden className="size-4" />
            Exportar CSV
          </a>
        </Button>
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FigureCard
          noComparison={noComparison}
          title="Visualizações"
          value={formatInteger(current.views)}
          variation={change(current.views, previous?.views)}
        />
        <FigureCard
          noComparison={noComparison}
          title="Visitantes únicos"
          value={formatInteger(current.visitors)}
          variation={change(current.visitors, previous?.visitors)}
        />
        <FigureCard
          noComparison={noComparison}
          title="Taxa de rejeição"
          value={bounce === null ? "—" : formatPercent(bounce)}
          variation={change(bounce, previous?.bounceRate)}
          lowerIsBetter
          note={bounce === null ? "Meta: abaixo de 40%" : bounce < bounceTarget ? "Dentro da meta (abaixo de 40%)" : "Acima da meta de 40%"}
        />
        <FigureCard
          noComparison={noComparison}
          title="Tempo médio da visita"
          value={current.averageVisitMs === null ? "—" : formatDuration(current.averageVisitMs)}
          variation={change(current.averageVisitMs, previous?.averageVisitMs)}
        />
      </div>

      <DailyChart days={daily} chartDays={chartDays} />

      <div className="grid gap-3 lg:grid-cols-3">
        <BreakdownList
          title="Páginas mais visitadas"
          unit="visualizações"
          rows={current.topPages.map((page) => ({ label: page.path, value: page.views }))}
          empty="Nenhuma página visitada no período."
        />
        <BreakdownList
          title="Dispositivos"
          unit="visitas"
          rows={current.devices.map((row) => ({ label: row.device, value: row.visits }))}
          empty="Nenhuma visita no período."
        />
        <BreakdownList
          title="Origens do tráfego"
          unit="visitas"
          rows={current.sources.map((row) => ({ label: row.source, value: row.visits }))}
          empty="Nenhuma visita no período."
          note="Direto: endereço digitado, favoritos ou aplicativos que não dizem de onde o visitante veio."
        />
      </div>

      <CampaignsTable campaigns={current.campaigns} />
    </div>
  );
}
