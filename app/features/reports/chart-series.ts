import { format } from "date-fns/format";
import { ptBR } from "date-fns/locale/pt-BR";

type Day = { day: string; views: number; visitors: number };

/** One bar of the chart: a day, or a month on long periods (whose visitors are not counted: one who came on two days is one visitor). */
export type ChartBar = { key: string; label: string; fullLabel: string; views: number; visitors: number | null };

/** Up to this many days the chart has a bar a day; longer periods have a bar a month. */
const mostDailyBars = 62;
const dayMs = 86_400_000;

// Days are calendar dates (YYYY-MM-DD, São Paulo days): counted in UTC, no time zone moves them.
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dateOf(day).getTime() + dayMs).toISOString().slice(0, 10);
// date-fns formats in the machine's zone: noon UTC is the same date from UTC-12 to UTC+11.
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The bars of the daily chart, a day each or a month each, from `from` (the period's first day; none: the first day with
 * views) to `to` (today), days without views included at zero.
 */
export function chartSeries(days: Day[], { from, to }: { from: string | null; to: string }): { monthly: boolean; bars: ChartBar[] } {
  const first = from ?? days[0]?.day;
  if (!first || days.length === 0) return { monthly: false, bars: [] };
  const byDay = new Map(days.map((day) => [day.day, day]));
  const all: Day[] = [];
  for (let day = first; day <= to; day = dayAfter(day)) all.push(byDay.get(day) ?? { day, views: 0, visitors: 0 });
  if (all.length <= mostDailyBars) {
    const bars = all.map(({ day, views, visitors }) => ({
      key: day,
      label: format(noonOf(day), "dd/MM"),
      fullLabel: format(noonOf(day), "dd/MM/yyyy"),
      views,
      visitors,
    }));
    return { monthly: false, bars };
  }
  const months = new Map<string, ChartBar>();
  for (const { day, views } of all) {
    const key = day.slice(0, 7);
    const month = months.get(key) ?? {
      key,
      label: format(noonOf(`${key}-01`), "MMM/yy", { locale: ptBR }),
      fullLabel: format(noonOf(`${key}-01`), "MMMM 'de' yyyy", { locale: ptBR }),
      views: 0,
      visitors: null,
    };
    months.set(key, { ...month, views: month.views + views });
  }
  return { monthly: true, bars: [...months.values()] };
}

/** Round steps for the count axis (1, 2 or 5 times a power of ten), from zero to at least the largest bar. */
export function countTicks(largest: number, most = 4) {
  const rough = Math.max(1, largest) / most;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!,
  );
  const top = Math.max(step, Math.ceil(largest / step) * step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/** Which bars carry a date under the axis: at most `most` of them, evenly spaced, the first always. */
export function labelledBars(count: number, most: number) {
  const every = Math.max(1, Math.ceil(count / most));
  return (index: number) => index % every === 0;
}
