import { and, count, countDistinct, desc, gte, lt, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { visitorAnalytics, visits } from "~/db/schema";
import { businessTimeZone } from "~/lib/dates";
import { periodStart, type Period } from "~/lib/periods";
import type { Figures } from "./figures";

type Range = { start: Date | undefined; end: Date };

const topPagesShown = 10;

const within = (column: typeof visits.startedAt | typeof visitorAnalytics.visitedAt, { start, end }: Range) =>
  and(start ? gte(column, start) : undefined, lt(column, end));

const number = (value: unknown) => Number(value ?? 0);

/** The figures of visits started, and page views made, in the range. */
export async function figuresFor(range: Range): Promise<Figures> {
  const inVisits = within(visits.startedAt, range);
  const inViews = within(visitorAnalytics.visitedAt, range);
  const path = sql<string>`split_part(${visitorAnalytics.pagePath}, '?', 1)`;
  const [[views], [totals], topPages, devices, sources] = await Promise.all([
    db().select({ total: count() }).from(visitorAnalytics).where(inViews),
    db()
      .select({
        visits: count(),
        visitors: countDistinct(visits.sessionId),
        bounces: sql<number>`count(*) filter (where ${visits.pageViews} = 1)`,
        averageMs: sql<number | null>`avg(case when ${visits.engagedMs} > 0 then ${visits.engagedMs}
          else extract(epoch from ${visits.lastSeenAt} - ${visits.startedAt}) * 1000 end)`,
      })
      .from(visits)
      .where(inVisits),
    db().select({ path, views: count() }).from(visitorAnalytics).where(inViews).groupBy(path).orderBy(desc(count()), path).limit(topPagesShown),
    db().select({ device: visits.device, visits: count() }).from(visits).where(inVisits).groupBy(visits.device).orderBy(desc(count()), visits.device),
    db().select({ source: visits.source, visits: count() }).from(visits).where(inVisits).groupBy(visits.source).orderBy(desc(count()), visits.source),
  ]);
  const visitCount = number(totals?.visits);
  return {
    views: number(views?.total),
    visits: visitCount,
    visitors: number(totals?.visitors),
    bounceRate: visitCount ? number(totals?.bounces) / visitCount : null,
    averageVisitMs: totals?.averageMs === null || totals?.averageMs === undefined ? null : Math.round(number(totals.averageMs)),
    topPages: topPages.map((row) => ({ path: row.path, views: number(row.views) })),
    devices: devices.map((row) => ({ device: row.device, visits: number(row.visits) })),
    sources: sources.map((row) => ({ source: row.source, visits: number(row.visits) })),
  };
}

/** Views and visitors per São Paulo day of the range, for the chart. */
async function dailySeries(range: Range) {
  const day = sql<string>`to_char(${visitorAnalytics.visitedAt} at time zone ${sql.raw(`'${businessTimeZone}'`)}, 'YYYY-MM-DD')`;
  const rows = await db()
    .select({ day, views: count(), visitors: countDistinct(visitorAnalytics.sessionId) })
    .from(visitorAnalytics)
    .where(within(visitorAnalytics.visitedAt, range) as SQL)
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({ day: row.day, views: number(row.views), visitors: number(row.visitors) }));
}

/** The analytics of a period with the previous period of the same length (none for 'all') and the daily series. */
export async function analyticsReport(period: Period, now = new Date()) {
  const start = periodStart(period, now);
  const current: Range = { start, end: now };
  const previous = start ? { start: new Date(start.getTime() - (now.getTime() - start.getTime())), end: start } : null;
  const [figures, before, daily] = await Promise.all([figuresFor(current), previous ? figuresFor(previous) : null, dailySeries(current)]);
  return { period, current: figures, previous: before, daily };
}
