import { spreadsheetCsv } from "~/lib/csv";
import { formatDuration, formatInteger, formatPercent } from "~/lib/numbers";
import { periodLabels, type Period } from "~/lib/periods";
import { change, type Figures } from "./figures";

type Report = {
  period: Period;
  current: Figures;
  previous: Figures | null;
  daily: Array<{ day: string; views: number; visitors: number }>;
};

/** The analytics tab as a spreadsheet: the figures beside the previous period, then each breakdown, the campaigns and the days. */
export function figuresCsv({ period, current, previous, daily }: Report) {
  const figure = (label: string, now: number | null, before: number | null | undefined, show: (value: number) => string) => {
    const variation = change(now, before);
    return [
      label,
      now === null ? "" : show(now),
      before === null || before === undefined ? "" : show(before),
      variation === null ? "" : formatPercent(variation),
    ];
  };
  return spreadsheetCsv([
    [`Relatório de acessos: ${periodLabels[period]}`],
    ["Indicador", "Período", "Período anterior", "Variação"],
    figure("Visualizações", current.views, previous?.views, formatInteger),
    figure("Visitantes únicos", current.visitors, previous?.visitors, formatInteger),
    figure("Visitas", current.visits, previous?.visits, formatInteger),
    figure("Taxa de rejeição", current.bounceRate, previous?.bounceRate, formatPercent),
    figure("Tempo médio da visita", current.averageVisitMs, previous?.averageVisitMs, formatDuration),
    [],
    ["Página", "Visualizações"],
    ...current.topPages.map((page) => [page.path, formatInteger(page.views)]),
    [],
    ["Dispositivo", "Visitas"],
    ...current.devices.map((device) => [device.device, formatInteger(device.visits)]),
    [],
    ["Origem", "Visitas"],
    ...current.sources.map((source) => [source.source, formatInteger(source.visits)]),
    [],
    ["Campanha (utm_campaign)", "Origem marcada (utm_source)", "Visitas"],
    ...current.campaigns.map((row) => [row.campaign, row.source, formatInteger(row.visits)]),
    [],
    ["Dia", "Visualizações", "Visitantes"],
    ...daily.map((day) => [day.day.split("-").reverse().join("/"), formatInteger(day.views), formatInteger(day.visitors)]),
  ]);
}
