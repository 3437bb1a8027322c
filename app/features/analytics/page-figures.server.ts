import { and, count, gte, inArray, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { contactRequests } from "~/db/schema";
import { periodStart, type Period } from "~/lib/periods";
import { rollUpDays } from "./daily-rollup.server";
import { inDays, inRanges } from "./figures.server";
import { splitRange } from "./rollup-range";

export type PageFigures = { views: number; quoteRequests: number };

/**
 * Views and quote requests of site addresses in a period, by address: views of the address
 * (any query string), and requests sent from it (the contact popup records the page).
 */
export async function pathFigures(paths: string[], period: Period, now = new Date()) {
  const figures = new Map<string, PageFigures>(paths.map((path) => [path, { views: 0, quoteRequests: 0 }]));
  if (paths.length === 0) return figures;
  const start = periodStart(period, now);
  const parts = splitRange({ start, end: now }, now);
  if (parts.days) await rollUpDays(parts.days);
  const listed = sql`(${sql.join(
    paths.map((path) => sql`${path}`),
    sql`, `,
  )})`;
  const [views, requests] = await Promise.all([
    queryRows<{ path: string; total: number }>(
      db(),
      sql`
      select path, sum(views) as total from (
        select path, views from analytics_day_pages where path in ${listed} and ${inDays(parts.days)}
        union all
        select split_part(page_path, '?', 1), 1 from visitor_analytics
        where ${inRanges(sql`visited_at`, parts)} and split_part(page_path, '?', 1) in ${listed}
      ) counted
      group by path`,
    ),
    db()
      .select({ path: contactRequests.sourcePage, total: count() })
      .from(contactRequests)
      .where(
        and(
          inArray(contactRequests.sourcePage, paths),
          start ? gte(contactRequests.createdAt, start) : undefined,
          lt(contactRequests.createdAt, now),
        ),
      )
      .groupBy(contactRequests.sourcePage),
  ]);
  for (const row of views) figures.get(row.path)!.views = Number(row.total);
  for (const row of requests) figures.get(row.path!)!.quoteRequests = Number(row.total);
  return figures;
}
