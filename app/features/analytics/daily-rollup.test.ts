import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { analyticsDays, visitorAnalytics, visits } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { periodStart, type Period } from "~/lib/periods";
import type { Figures } from "./figures";
import { analyticsReport } from "./figures.server";
import { pathFigures } from "./page-figures.server";
import { businessDay } from "./rollup-range";
import { addEngagement, storePageViews, type PageView } from "./visit-sessions.server";

const site = "www.magnasul.exemplo.com.br";
const saoPaulo = (iso: string) => new Date(`${iso}-03:00`);
const now = saoPaulo("2026-11-22T12:00:00");
const paths = ["/", "/produtos", "/produtos/grade", "/servicos", "/blog", "/contato"];
const agents = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
];
const referrers = [null, "https://www.google.com.br/", "https://www.linkedin.com/feed/"];
const campaignTags = [
  "",
  "?utm_source=newsletter&utm_campaign=novembro",
  "?utm_source=instagram&utm_campaign=feira",
  "?utm_campaign=sem-origem",
];

/** A repeatable sequence of numbers in [0, 1) (mulberry32), so a failure can be replayed. */
function randomNumbers(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 80 sessions over the 20 days before now, some coming back on other days, some visits crossing midnight. */
function randomViews(): PageView[] {
  const random = randomNumbers(20261122);
  const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)]!;
  const views: PageView[] = [];
  for (let session = 0; session < 80; session++) {
    const agent = pick(agents);
    const referrer = pick(referrers);
    for (let visit = 0; visit < 1 + Math.floor(random() * 3); visit++) {
      let at = now.getTime() - random() * 20 * 86_400_000;
      for (let view = 0; view < 1 + Math.floor(random() * 4) && at < now.getTime(); view++) {
        views.push({
          sessionId: `sessao-${session}`,
          pagePath: `${pick(paths)}${view === 0 ? pick(campaignTags) : ""}`,
          referrer: view === 0 ? referrer : null,
          userAgent: agent,
          visitedAt: new Date(at),
          siteHost: site,
        });
        at += random() * 40 * 60_000;
      }
    }
  }
  return views;
}

/** The items by key, in first-seen order (Map.groupBy needs Node 21). */
function groupBy<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const sorted = <T>(rows: T[], key: (row: T) => string) => rows.toSorted((a, b) => key(a).localeCompare(key(b)));

/** The figures counted straight from every stored visit and view, as the reports define them. */
async function expectedFigures(start: Date | undefined, end: Date): Promise<Figures> {
  const inRange = (moment: Date) => (!start || moment >= start) && moment < end;
  const allVisits = (await db().select().from(visits)).filter((visit) => inRange(visit.startedAt));
  const allViews = (await db().select().from(visitorAnalytics)).filter((view) => inRange(view.visitedAt));
  const tally = (keys: string[]) => [...groupBy(keys, (key) => key)].map(([key, list]) => ({ key, count: list.length }));
  const duration = (visit: (typeof allVisits)[number]) =>
    visit.engagedMs > 0 ? visit.engagedMs : visit.lastSeenAt.getTime() - visit.startedAt.getTime();
  return {
    views: allViews.length,
    visits: allVisits.length,
    visitors: new Set(allVisits.map((visit) => visit.sessionId)).size,
    bounceRate: allVisits.length ? allVisits.filter((visit) => visit.pageViews === 1).length / allVisits.length : null,
    averageVisitMs: allVisits.length ? Math.round(allVisits.reduce((sum, visit) => sum + duration(visit), 0) / allVisits.length) : null,
    topPages: tally(allViews.map((view) => view.pagePath.split("?")[0]!)).map(({ key, count }) => ({ path: key, views: count })),
    devices: tally(allVisits.map((visit) => visit.device)).map(({ key, count }) => ({ device: key, visits: count })),
    sources: tally(allVisits.map((visit) => visit.source)).map(({ key, count }) => ({ source: key, visits: count })),
    campaigns: tally(allVisits.filter((visit) => visit.utmCampaign).map((visit) => `${visit.utmCampaign}\t${visit.utmSource ?? ""}`)).map(
      ({ key, count }) => ({ campaign: key.split("\t")[0]!, source: key.split("\t")[1]!, visits: count }),
    ),
  };
}

/** Ties in the lists may come in either order; the rest must be equal. */
const comparable = (figures: Figures) => ({
  ...figures,
  topPages: sorted(figures.topPages, (row) => row.path),
  devices: sorted(figures.devices, (row) => row.device),
  sources: sorted(figures.sources, (row) => row.source),
  campaigns: sorted(figures.campaigns, (row) => `${row.campaign}\t${row.source}`),
});

async function expectReportMatchesVisits(period: Period, at: Date) {
  const report = await analyticsReport(period, at);
  const start = periodStart(period, at);
  expect(comparable(report.current)).toEqual(comparable(await expectedFigures(start, at)));
  if (start) {
    const previousStart = new Date(start.getTime() - (at.getTime() - start.getTime()));
    expect(comparable(report.previous!)).toEqual(comparable(await expectedFigures(previousStart, start)));
  }
  const views = (await db().select().from(visitorAnalytics)).filter((view) => (!start || view.visitedAt >= start) && view.visitedAt < at);
  const byDay = groupBy(views, (view) => businessDay(view.visitedAt));
  expect(report.daily).toEqual(
    [...byDay.keys()]
      .sort()
      .map((day) => ({ day, views: byDay.get(day)!.length, visitors: new Set(byDay.get(day)!.map((view) => view.sessionId)).size })),
  );
}

describe.each(testDrivers)("figures from the daily rollups on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await storePageViews(db(), randomViews());
  });
  afterAll(() => closeDatabase());

  it("gives every period the figures counted from the visits themselves, before and after the rollups exist", async () => {
    for (const period of [7, 14, 0] as const) await expectReportMatchesVisits(period, now);
    const rolled = await db().select({ day: analyticsDays.day }).from(analyticsDays);
    expect(rolled.length).toBeGreaterThanOrEqual(19);
    for (const period of [7, 14, 30, 60, 0] as const) await expectReportMatchesVisits(period, now);
    // Three minutes after midnight yesterday is still counted from the visits.
    await expectReportMatchesVisits(7, saoPaulo("2026-11-22T00:03:00"));
  });

  it("reads closed days from their rollup rather than counting the visits again", async () => {
    await analyticsReport(7, now);
    await db().execute(sql`update analytics_days set views = views + 1000 where day = '2026-11-20'`);
    expect((await analyticsReport(7, now)).current.views).toBe((await expectedFigures(periodStart(7, now), now)).views + 1000);
    await db().execute(sql`update analytics_days set views = views - 1000 where day = '2026-11-20'`);
  });

  it("forgets a closed day's rollup when a late view or heartbeat changes it", async () => {
    await analyticsReport(7, now);
    // A visit that began at 23:50 on the 20th goes on after midnight, and its first page reports 2 minutes of engagement later.
    const late = (iso: string, pagePath: string): PageView => ({
      sessionId: "sessao-noturna",
      pagePath,
      referrer: null,
      userAgent: agents[0]!,
      visitedAt: saoPaulo(iso),
      siteHost: site,
    });
    await storePageViews(db(), [late("2026-11-20T23:50:00", "/produtos")]);
    await analyticsReport(7, now);
    await storePageViews(db(), [late("2026-11-21T00:10:00", "/contato")]);
    await addEngagement(db(), { sessionId: "sessao-noturna", pagePath: "/produtos", engagedMs: 120_000 });
    const [day] = await queryRows<{ bounces: number }>(db(), sql`select bounces from analytics_days where day = '2026-11-20'`);
    expect(day).toBeUndefined();
    await expectReportMatchesVisits(7, now);
  });

  it("builds a day's rollup once when two reports ask at the same time", async () => {
    await db().execute(sql`delete from analytics_days`);
    await db().execute(sql`delete from analytics_day_pages`);
    await db().execute(sql`delete from analytics_day_visits`);
    await db().execute(sql`delete from analytics_day_campaigns`);
    const [first, second] = await Promise.all([analyticsReport(14, now), analyticsReport(14, now)]);
    expect(second).toEqual(first);
    await expectReportMatchesVisits(14, now);
  });

  it("gives addresses their views from the rollups and today's visits", async () => {
    const figures = await pathFigures(
      paths.filter((path) => path.startsWith("/produtos/")),
      7,
      now,
    );
    const start = periodStart(7, now)!;
    const stored = await db().select().from(visitorAnalytics);
    expect(figures.get("/produtos/grade")?.views).toBe(
      stored.filter((view) => view.pagePath.split("?")[0] === "/produtos/grade" && view.visitedAt >= start && view.visitedAt < now).length,
    );
  });
});
