import { spreadsheetCsv } from "~/lib/csv";
import type { Period } from "~/lib/periods";
import { change, type Figures } from "./figures";

const integer = new Intl.NumberFormat("pt-BR");
const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });

export function formatDuration(ms: number | null) {
  if (ms === null) return "";
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

const periodLabel = (period: Period) => (period === 0 ? "Todo o período" : `Últimos ${period} dias`);

type Report = {
  period: Period;
  current: Figures;
  previous: Figures | null;
  daily: Array<{ day: string; views: number; visitors: number }>;
};

/** The analytics tab as a spreadsheet: the figures beside the previous period, then each breakdown and the days. */
export function figuresCsv({ period, current, previous, daily }: Report) {
  const figure = (label: string, now: number | null, before: number | null | undefined, show: (value: number) => string) => {
    const variation = change(now, before);
    return [
      label,
      now === null ? "" : show(now),
      before === null || before === undefined ? "" : show(before),
      variation === null ? "" : percent.format(variation),
    ];
  };
  return spreadsheetCsv([
    [`Relatório de acessos: ${periodLabel(period)}`],
    ["Indicador", "Período", "Período anterior", "Variação"],
    figure("Visualizações", current.views, previous?.views, integer.format),
    figure("Visitantes únicos", current.visitors, previous?.visitors, integer.format),
    figure("Visitas", current.visits, previous?.visits, integer.format),
    figure("Taxa de rejeição", current.bounceRate, previous?.bounceRate, percent.format),
    figure("Tempo médio da visita (min:s)", current.averageVisitMs, previous?.averageVisitMs, formatDuration),
    [],
    ["Página", "Visualizações"],
    ...current.topPages.map((page) => [page.path, integer.format(page.views)]),
    [],
    ["Dispositivo", "Visitas"],
    ...current.devices.map((device) => [device.device, integer.format(device.visits)]),
    [],
    ["Origem", "Visitas"],
    ...current.sources.map((source) => [source.source, integer.format(source.visits)]),
    [],
    ["Dia", "Visualizações", "Visitantes"],
    ...daily.map((day) => [day.day.split("-").reverse().join("/"), integer.format(day.views), integer.format(day.visitors)]),
  ]);
}
