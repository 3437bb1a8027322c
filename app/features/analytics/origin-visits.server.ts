import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { rollUpDays } from "./daily-rollup.server";
import { campaignVisits, inDays, inRanges } from "./figures.server";
import { splitRange, type Range } from "./rollup-range";

/** Visits of a range by where they came from, every source and campaign: what leads are divided by. */
export type OriginVisits = {
  visits: number;
  sources: Array<{ source: string; visits: number }>;
  /** Tagged visits by utm_campaign and the utm_source they carried ('' when none). */
  campaigns: Array<{ campaign: string; utmSource: string; visits: number }>;
};

/** The visits started in the range by source and by campaign: closed days from their rollups, the rest counted. */
export async function originVisits(range: Range, now = new Date()): Promise<OriginVisits> {
  const parts = splitRange(range, now);
  if (parts.days) await rollUpDays(parts.days);
  const days = inDays(parts.days);
  const started = inRanges(sql`started_at`, parts);
  const [totals, sources, campaigns] = await Promise.all([
    queryRows<{ visits: number }>(
      db(),
      sql`
      select (select coalesce(sum(visits), 0) from analytics_days where ${days})
        + (select count(*) from visits where ${started}) as visits`,
    ),
    queryRows<{ source: string; visits: number }>(
      db(),
      sql`
      select source, sum(visits) as visits from (
        select value as source, visits from analytics_day_visits where ${days} and dimension = 'source'
        union all
        select source, 1 from visits where ${started}
      ) counted
      group by source`,
    ),
    queryRows<{ campaign: string; source: string; visits: number }>(db(), campaignVisits(days, started)),
  ]);
  return {
    visits: Number(totals[0]?.visits ?? 0),
    sources: sources.map((row) => ({ source: row.source, visits: Number(row.visits) })),
    campaigns: campaigns.map((row) => ({ campaign: row.campaign, utmSource: row.source, visits: Number(row.visits) })),
  };
}
