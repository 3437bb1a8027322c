import { inArray, sql, type SQL } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { analyticsDayCampaigns, analyticsDayPages, analyticsDayReturns, analyticsDays, analyticsDayVisits } from "~/db/schema";
import { businessTimeZone } from "~/lib/dates";
import { businessDay, dayStart, firstOpenDay, type DayRange } from "./rollup-range";

// Rolling up a day and forgetting it take turns, so a rollup never keeps figures a
// concurrent write has just changed.
const rollupLock = 7_180_001;
// Each transaction rolls up at most a month, so a first rollup of years of visits does not
// hold the embedded database for long at a time.
const daysPerTransaction = 31;

const zone = sql.raw(`'${businessTimeZone}'`);
const dayOf = (column: SQL) => sql`(${column} at time zone ${zone})::date`;
const midnightOf = (day: SQL) => sql`(${day}::timestamp at time zone ${zone})`;
const dateArray = (days: string[]) => sql`${`{${days.join(",")}}`}::date[]`;
type Executor = Pick<Database, "execute">;

const lockRollups = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(${rollupLock})`);

/** The visit's duration as the reports count it: engaged time when the heartbeat reported it. */
export const visitDurationMs = sql`case when engaged_ms > 0 then engaged_ms
  else extract(epoch from last_seen_at - started_at) * 1000 end`;

async function deleteRollups(tx: Pick<Database, "delete">, days: string[]) {
  await tx.delete(analyticsDays).where(inArray(analyticsDays.day, days));
  await tx.delete(analyticsDayPages).where(inArray(analyticsDayPages.day, days));
  await tx.delete(analyticsDayVisits).where(inArray(analyticsDayVisits.day, days));
  await tx.delete(analyticsDayReturns).where(inArray(analyticsDayReturns.day, days));
  await tx.delete(analyticsDayCampaigns).where(inArray(analyticsDayCampaigns.day, days));
}

/**
 * Forgets the rollups of the closed days among the moments a write touched (a visit going on
 * past midnight, a late heartbeat); they are rolled up again, with the change, when next read.
 */
export async function forgetRolledUpDays(tx: Pick<Database, "execute" | "delete">, moments: Date[], now = new Date()) {
  const today = dayStart(now);
  const days = [...new Set(moments.filter((moment) => moment < today).map(businessDay))];
  if (days.length === 0) return;
  await lockRollups(tx);
  await deleteRollups(tx, days);
}

/** The days of the range, from the first day with a visit, that have no rollup yet. */
async function daysWithoutRollup(tx: Executor, { from, to }: DayRange) {
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`
    with first_visit as (
      select ${dayOf(sql`least((select min(visited_at) from visitor_analytics), (select min(started_at) from visits))`)} as day
    )
    select to_char(d, 'YYYY-MM-DD') as day
    from first_visit, generate_series(greatest(${from ?? null}::date, first_visit.day), ${to}::date - 1, interval '1 day') d
    where not exists (select 1 from analytics_days a where a.day = d::date)
    order by d`,
  );
  return rows.map((row) => row.day);
}

/** Rolls up the given days (sorted) from the page views and visits. */
async function rollUp(tx: Executor, days: string[]) {
  const listed = dateArray(days);
  const from = midnightOf(sql`${days[0]}::date`);
  const to = midnightOf(sql`(${days.at(-1)}::date + 1)`);
  const viewDay = dayOf(sql`visited_at`);
  const visitDay = dayOf(sql`started_at`);
  // Each session visiting on a day, with the day of its previous visit (none for a new visitor).
  await tx.execute(sql`
    with visiting as (
      select distinct session_id, ${visitDay} as day from visits
      where started_at >= ${from} and started_at < ${to} and ${visitDay} = any(${listed})
    ), returning_or_new as (
      select day, (
        select ${dayOf(sql`max(earlier.started_at)`)} from visits earlier
        where earlier.session_id = visiting.session_id and earlier.started_at < ${midnightOf(sql`visiting.day`)}
      ) as previous_day
      from visiting
    ), returns as (
      insert into analytics_day_returns (day, previous_day, visitors)
      select day, previous_day, count(*) from returning_or_new where previous_day is not null group by 1, 2
    )
    insert into analytics_days (day, views, visitors, visits, bounces, visit_ms, new_visitors)
    select listed.day, coalesce(pv.views, 0), coalesce(pv.visitors, 0), coalesce(v.visits, 0), coalesce(v.bounces, 0),
      coalesce(v.visit_ms, 0), coalesce(nv.new_visitors, 0)
    from unnest(${listed}) as listed(day)
    left join (
      select ${viewDay} as day, count(*) as views, count(distinct session_id) as visitors
      from visitor_analytics where visited_at >= ${from} and visited_at < ${to} group by 1
    ) pv on pv.day = listed.day
    left join (
      select ${visitDay} as day, count(*) as visits, count(*) filter (where page_views = 1) as bounces, sum(${visitDurationMs}) as visit_ms
      from visits where started_at >= ${from} and started_at < ${to} group by 1
    ) v on v.day = listed.day
    left join (
      select day, count(*) as new_visitors from returning_or_new where previous_day is null group by 1
    ) nv on nv.day = listed.day`);
  await tx.execute(sql`
    insert into analytics_day_pages (day, path, views)
    select ${viewDay}, split_part(page_path, '?', 1), count(*)
    from visitor_analytics
    where visited_at >= ${from} and visited_at < ${to} and ${viewDay} = any(${listed})
    group by 1, 2`);
  await tx.execute(sql`
    insert into analytics_day_visits (day, dimension, value, visits)
    select ${visitDay}, 'device', device, count(*) from visits
    where started_at >= ${from} and started_at < ${to} and ${visitDay} = any(${listed}) group by 1, 3
    union all
    select ${visitDay}, 'source', source, count(*) from visits
    where started_at >= ${from} and started_at < ${to} and ${visitDay} = any(${listed}) group by 1, 3`);
  await tx.execute(sql`
    insert into analytics_day_campaigns (day, campaign, source, visits)
    select ${visitDay}, utm_campaign, coalesce(utm_source, ''), count(*) from visits
    where started_at >= ${from} and started_at < ${to} and ${visitDay} = any(${listed}) and utm_campaign is not null
    group by 1, 2, 3`);
}

/** Makes sure every closed day of the range with visits has its rollup. */
export async function rollUpDays(range: DayRange) {
  const missing = await daysWithoutRollup(db(), range);
  for (let first = 0; first < missing.length; first += daysPerTransaction) {
    const batch = missing.slice(first, first + daysPerTransaction);
    await db().transaction(async (tx) => {
      await lockRollups(tx);
      // Another request or instance may have rolled some of them up meanwhile.
      const done = await tx.select({ day: analyticsDays.day }).from(analyticsDays).where(inArray(analyticsDays.day, batch));
      const doneDays = new Set(done.map((row) => row.day));
      const left = batch.filter((day) => !doneDays.has(day));
      if (left.length === 0) return;
      // A day's rows are written together; stray ones (a hand-edited table) are replaced.
      await deleteRollups(tx, left);
      await rollUp(tx, left);
    });
  }
  return missing.length;
}

/** Rolls up every closed day that has no rollup yet: at start-up, so the first report does not wait for a year of visits. */
export function rollUpClosedDays(now = new Date()) {
  return rollUpDays({ from: undefined, to: businessDay(firstOpenDay(now)) });
}
