import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { businessTimeZone } from "~/lib/dates";
import { periodStart, type Period } from "~/lib/periods";
import { rollUpDays, visitDurationMs } from "./daily-rollup.server";
import type { Figures } from "./figures";
import { businessDay, splitRange, type DayRange, type Range, type RangeParts } from "./rollup-range";

const topPagesShown = 10;
const campaignsShown = 20;

const number = (value: unknown) => Number(value ?? 0);

/** Rows of a daily rollup inside the whole days of a range; none when it has no whole day. */
export function inDays(days: DayRange | null) {
  if (!days) return sql`false`;
  return days.from ? sql`day >= ${days.from}::date and day < ${days.to}::date` : sql`day < ${days.to}::date`;
}

const moment = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Rows whose moment falls in the parts of a range read from the visits themselves. */
export function inRanges(column: SQL, { head, tail }: RangeParts) {
  const each = [head, tail]
    .filter((range) => range !== null)
    .map(({ start, end }) =>
      start ? sql`(${column} >= ${moment(start)} and ${column} < ${moment(end)})` : sql`${column} < ${moment(end)}`,
    );
  return each.length ? sql`(${sql.join(each, sql` or `)})` : sql`false`;
}

/**
 * The distinct visitors of a range, each counted once: on the closed days, from the rollups,
 * new visitors and those whose previous visit came before the range's first day; the visitors
 * of the partial first day and of today from the visits.
 */
async function visitorsIn(range: Range, parts: RangeParts) {
  const { head, days, tail } = parts;
  if (!days) {
    const [row] = await queryRows<{ visitors: number }>(
      db(),
      sql`
      select count(distinct session_id) as visitors from visits where ${inRanges(sql`started_at`, parts)}`,
    );
    return number(row?.visitors);
  }
  const daysEnd = tail?.start ?? range.end;
  const firstDay = head?.start ? businessDay(head.start) : days.from;
  const returnedSince = firstDay ? sql`previous_day < ${firstDay}::date` : sql`false`;
  // Whether a session came before or after is asked with min() or max() of its visits, one index
  // probe per session: the embedded database keeps no statistics, and with EXISTS its planner
  // may hash a whole period of visits instead.
  const between = (column: SQL, from: Date, to: Date) => sql`${column} >= ${moment(from)} and ${column} < ${moment(to)}`;
  // The partial first day's sessions, plus those who visited that day only before the range
  // started and came back on a closed day (returns from that day, less the first day's sessions).
  const firstDayVisitors = head
    ? sql`(select count(distinct session_id) from visits where ${between(sql`started_at`, head.start!, head.end)})
      + (select coalesce(sum(visitors), 0) from analytics_day_returns where ${inDays(days)} and previous_day = ${firstDay}::date)
      - (select count(distinct first_day.session_id) from visits first_day
         where ${between(sql`first_day.started_at`, head.start!, head.end)}
           and (select min(later.started_at) from visits later
                where later.session_id = first_day.session_id and later.started_at >= ${moment(head.end)}) < ${moment(daysEnd)})`
    : sql`0`;
  // Today's sessions not seen earlier in the range.
  const tailVisitors = tail
    ? sql`(select count(distinct latest.session_id) from visits latest
         where ${between(sql`latest.started_at`, tail.start!, tail.end)}
           and not coalesce((select max(earlier.started_at) from visits earlier
                where earlier.session_id = latest.session_id and earlier.started_at < ${moment(tail.start!)}) >= ${range.start ? moment(range.start) : sql`'-infinity'`}, false))`
    : sql`0`;
  const [row] = await queryRows<{ visitors: number }>(
    db(),
    sql`
    select
      (select coalesce(sum(new_visitors), 0) from analytics_days where ${inDays(days)})
      + (select coalesce(sum(visitors), 0) from analytics_day_returns where ${inDays(days)} and ${returnedSince})
      + ${firstDayVisitors} + ${tailVisitors} as visitors`,
  );
  return number(row?.visitors);
}

/** Tagged visits by campaign and the utm_source it carried ('' when none): rolled-up days, then the counted ranges. */
export const campaignVisits = (days: SQL, started: SQL) => sql`
  select campaign, source, sum(visits) as visits from (
    select campaign, source, visits from analytics_day_campaigns where ${days}
    union all
    select utm_campaign, coalesce(utm_source, ''), 1 from visits where ${started} and utm_campaign is not null
  ) counted
  group by campaign, source`;

/** The figures of visits started, and page views made, in the range: closed days from their rollups, the rest counted. */
async function figuresFor(range: Range, now: Date): Promise<Figures> {
  const parts = splitRange(range, now);
  const days = inDays(parts.days);
  const views = inRanges(sql`visited_at`, parts);
  const started = inRanges(sql`started_at`, parts);
  const [totals, visitors, topPages, breakdown, campaigns] = await Promise.all([
    queryRows<{ views: number; visits: number; bounces: number; visit_ms: number }>(
      db(),
      sql`
      select
        (select coalesce(sum(views), 0) from analytics_days where ${days}) + (select count(*) from visitor_analytics where ${views}) as views,
        (select coalesce(sum(visits), 0) from analytics_days where ${days}) + (select count(*) from visits where ${started}) as visits,
        (select coalesce(sum(bounces), 0) from analytics_days where ${days})
          + (select count(*) from visits where ${started} and page_views = 1) as bounces,
        (select coalesce(sum(visit_ms), 0) from analytics_days where ${days})
          + (select coalesce(sum(${visitDurationMs}), 0) from visits where ${started}) as visit_ms`,
    ),
    visitorsIn(range, parts),
    queryRows<{ path: string; views: number }>(
      db(),
      sql`
      select path, sum(views) as views from (
        select path, views from analytics_day_pages where ${days}
        union all
        select split_part(page_path, '?', 1), 1 from visitor_analytics where ${views}
      ) counted
      group by path order by views desc, path limit ${topPagesShown}`,
    ),
    queryRows<{ dimension: string; value: string; visits: number }>(
      db(),
      sql`
      select dimension, value, sum(visits) as visits from (
        select dimension, value, visits from analytics_day_visits where ${days}
        union all
        select 'device', device, 1 from visits where ${started}
        union all
        select 'source', source, 1 from visits where ${started}
      ) counted
      group by dimension, value order by visits desc, value`,
    ),
    queryRows<{ campaign: string; source: string; visits: number }>(
      db(),
      sql`${campaignVisits(days, started)} order by visits desc, campaign, source limit ${campaignsShown}`,
    ),
  ]);
  const [total] = totals;
  const visitCount = number(total?.visits);
  const grouped = (dimension: string) => breakdown.filter((row) => row.dimension === dimension);
  return {
    views: number(total?.views),
    visits: visitCount,
    visitors,
    bounceRate: visitCount ? number(total?.bounces) / visitCount : null,
    averageVisitMs: visitCount ? Math.round(number(total?.visit_ms) / visitCount) : null,
    topPages: topPages.map((row) => ({ path: row.path, views: number(row.views) })),
    devices: grouped("device").map((row) => ({ device: row.value, visits: number(row.visits) })),
    sources: grouped("source").map((row) => ({ source: row.value, visits: number(row.visits) })),
    campaigns: campaigns.map((row) => ({ campaign: row.campaign, source: row.source, visits: number(row.visits) })),
  };
}

/** Views and visitors per São Paulo day of the range, for the chart. */
async function dailySeries(range: Range, now: Date) {
  const parts = splitRange(range, now);
  const day = sql`to_char(visited_at at time zone ${sql.raw(`'${businessTimeZone}'`)}, 'YYYY-MM-DD')`;
  const rows = await queryRows<{ day: string; views: number; visitors: number }>(
    db(),
    sql`
    select to_char(day, 'YYYY-MM-DD') as day, views, visitors from analytics_days where ${inDays(parts.days)} and views > 0
    union all
    select ${day}, count(*), count(distinct session_id) from visitor_analytics where ${inRanges(sql`visited_at`, parts)} group by 1
    order by day`,
  );
  return rows.map((row) => ({ day: row.day, views: number(row.views), visitors: number(row.visitors) }));
}

/** The analytics of a period with the previous period of the same length (none for 'all') and the daily series with its days. */
export async function analyticsReport(period: Period, now = new Date()) {
  const start = periodStart(period, now);
  const current: Range = { start, end: now };
  const previous = start ? { start: new Date(start.getTime() - (now.getTime() - start.getTime())), end: start } : null;
  // The previous period ends where this one starts: one rollup pass covers both.
  const { days } = splitRange({ start: previous?.start ?? start, end: now }, now);
  if (days) await rollUpDays(days);
  const [figures, before, daily] = await Promise.all([
    figuresFor(current, now),
    previous ? figuresFor(previous, now) : null,
    dailySeries(current, now),
  ]);
  // The chart's first and last days: the period's, or from the first day with a view for 'all'.
  const chartDays = { from: start ? businessDay(start) : null, to: businessDay(now) };
  return { period, current: figures, previous: before, daily, chartDays };
}
