// npm run bench:reports — the analytics of the reports tab and of the admin page list on
// 1,000,000 stored visits (about 2.5 million page views over a year), on a scratch embedded
// database kept on disk as in production and, when BENCH_DATABASE_URL names a PostgreSQL
// server, on a fresh database created there. Fails when a repeated query reaches 500 ms.
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { rollUpClosedDays, analyticsReport, pathFigures } from "~/features/analytics/index.server";
import { periodLabels, periodOptions } from "~/lib/periods";
import { embeddedTarget, percentile, postgresTarget } from "./bench/scratch-database";

const visitCount = Number(process.env.BENCH_VISITS ?? 1_000_000);
const insertBatch = 100_000;
// Some visitors come back: about 1.3 visits per session.
const sessionCount = Math.round(visitCount / 1.3);
const pathCount = 1_000;
const spanDays = 365;
const repeats = 10;
const limitMs = 500;
const listedPaths = Array.from({ length: 20 }, (_, index) => `/produtos/bench-${index}`);

/**
 * Visits spread evenly over the year before now, 1 to 4 page views each, with their page views,
 * stored oldest first as a live site stores them.
 */
async function insertVisits(now: Date) {
  const pick = (values: string[], salt: string) =>
    sql.raw(`(array[${values.map((value) => `'${value}'`).join(",")}])[1 + abs(hashtext('${salt}' || g)) % ${values.length}]`);
  for (let first = 1; first <= visitCount; first += insertBatch) {
    const last = Math.min(first + insertBatch - 1, visitCount);
    await db().execute(sql`
      with generated as (
        select g,
          ${now.toISOString()}::timestamptz - (${visitCount} - g) * ${(spanDays * 86_400) / visitCount}::float8 * interval '1 second' as started,
          1 + abs(hashtext('v' || g)) % 4 as views
        from generate_series(${first}::int, ${last}::int) g
      ), inserted as (
        insert into visits (session_id, started_at, last_seen_at, page_views, engaged_ms, entry_path, source, device, utm_source, utm_campaign)
        select 'bench-' || (abs(hashtext('s' || g)) % ${sessionCount}), started, started + (views - 1) * interval '90 seconds', views,
          case when g % 4 = 0 then 0 else abs(hashtext('e' || g)) % 600000 end,
          '/produtos/bench-' || (abs(hashtext('p' || g)) % ${pathCount}),
          ${pick(["Google", "Google", "Google", "Direto", "Direto", "Facebook", "LinkedIn", "Bing", "Instagram", "Outros"], "r")},
          ${pick(["Computador", "Computador", "Celular", "Celular", "Tablet"], "d")},
          -- One visit in ten comes from one of 50 campaigns.
          case when g % 10 = 0 then 'newsletter' end,
          case when g % 10 = 0 then 'campanha-' || (abs(hashtext('c' || g)) % 50) end
        from generated
        returning id, session_id, entry_path, started_at, page_views
      )
      insert into visitor_analytics (visit_id, session_id, page_path, user_agent, visited_at)
      select id, session_id,
        case when i = 1 then entry_path else '/produtos/bench-' || (abs(hashtext(id::text || i)) % ${pathCount}) end,
        'Mozilla/5.0 (bench)', started_at + (i - 1) * interval '90 seconds'
      from inserted, generate_series(1, page_views) i`);
    process.stdout.write(`\r${last.toLocaleString("en")} visits`);
  }
  process.stdout.write("\n");
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const ms = (value: number) => value.toFixed(0).padStart(7);

/** Times one query: its first call and repeated calls. */
async function measure(label: string, work: () => Promise<unknown>) {
  const first = await timed(work);
  const times: number[] = [];
  for (let call = 0; call < repeats; call++) times.push((await timed(work)).ms);
  const sorted = times.toSorted((a, b) => a - b);
  const max = sorted.at(-1)!;
  console.log(`${label.padEnd(44)} ${ms(first.ms)} ${ms(percentile(sorted, 50))} ${ms(max)}`);
  return max;
}

const targets = [embeddedTarget({ onDisk: true })];
if (process.env.BENCH_DATABASE_URL) targets.push(postgresTarget(process.env.BENCH_DATABASE_URL));

let failed = false;
for (const target of targets) {
  console.log(`\n== ${target.label}: ${visitCount.toLocaleString("en")} visits over ${spanDays} days`);
  const dispose = await target.open();
  try {
    const now = new Date();
    const seeding = await timed(() => insertVisits(now));
    const [seeded] = await queryRows<{ views: number }>(db(), sql`select count(*)::int as views from visitor_analytics`);
    console.log(`seeded ${seeded!.views.toLocaleString("en")} page views in ${(seeding.ms / 1000).toFixed(1)} s`);
    const rollup = await timed(() => rollUpClosedDays(now));
    console.log(`rolled up ${rollup.result} closed days, as the server does at start-up, in ${(rollup.ms / 1000).toFixed(1)} s`);
    console.log(`\n${"query (ms)".padEnd(44)}   first     p50     max`);
    let slowest = 0;
    for (const period of periodOptions) {
      slowest = Math.max(slowest, await measure(`report, ${periodLabels[period]}`, () => analyticsReport(period, now)));
    }
    for (const period of periodOptions) {
      slowest = Math.max(slowest, await measure(`20 pages' figures, ${periodLabels[period]}`, () => pathFigures(listedPaths, period, now)));
    }
    if (slowest >= limitMs) {
      console.error(`FAIL: a repeated query took ${slowest.toFixed(0)} ms, not under ${limitMs} ms`);
      failed = true;
    } else {
      console.log(`OK: every repeated query under ${limitMs} ms (slowest ${slowest.toFixed(0)} ms)`);
    }
  } finally {
    await dispose();
  }
}
process.exitCode = failed ? 1 : 0;
