import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, setProcessDatabase } from "~/db/client.server";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { change } from "./figures";
import { analyticsReport } from "./figures.server";
import { flushVisits, recordEngagement, recordVisit } from "./visits.server";

const site = "www.magnasul.exemplo.com.br";
const agents = {
  desktop: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  phone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  tablet: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  bot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};
// Sunday 22/11/2026, 12:00 in São Paulo: the 7-day period starts on 15/11 at midnight there.
const now = new Date("2026-11-22T15:00:00Z");
const saoPaulo = (iso: string) => new Date(`${iso}-03:00`);

function view(
  session: string,
  path: string,
  when: string,
  { agent = agents.desktop, referrer = null as string | null, staff = false } = {},
) {
  recordVisit({ session_id: session, page_path: path, referrer }, { userAgent: agent, siteHost: site, staff }, saoPaulo(when));
}

describe.each(testDrivers)("analytics figures on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    // Visitor A: a two-page visit from Google (5 minutes, no heartbeat), then after 55 minutes a one-page visit with 20 s engaged.
    view("visitante-a", "/produtos", "2026-11-21T10:00:00", { referrer: "https://www.google.com.br/" });
    view("visitante-a", "/contato", "2026-11-21T10:05:00", { referrer: `https://${site}/produtos` });
    view("visitante-a", "/blog", "2026-11-21T11:00:00");
    await flushVisits();
    await recordEngagement(
      { session_id: "visitante-a", page_path: "/blog", engaged_seconds: 20 },
      { userAgent: agents.desktop, siteHost: site, staff: false },
    );
    // Visitor B: one page on a phone, straight in, no heartbeat.
    view("visitante-b", "/produtos", "2026-11-20T09:00:00", { agent: agents.phone });
    // Visitor C: three pages on a tablet from a Facebook campaign, 30 s engaged.
    view("visitante-c", "/?utm_source=facebook&utm_campaign=grade", "2026-11-19T15:00:00", { agent: agents.tablet });
    view("visitante-c", "/produtos", "2026-11-19T15:02:00", { agent: agents.tablet });
    view("visitante-c", "/servicos?pagina=2", "2026-11-19T15:09:00", { agent: agents.tablet });
    await flushVisits();
    await recordEngagement(
      { session_id: "visitante-c", page_path: "/servicos?pagina=2", engaged_seconds: 30 },
      { userAgent: agents.tablet, siteHost: site, staff: false },
    );
    // Visitor E: one page on a phone from the newsletter's campaign link.
    view("visitante-e", "/?utm_source=newsletter&utm_medium=email&utm_campaign=novembro", "2026-11-20T18:00:00", { agent: agents.phone });
    // Not counted: staff and a robot.
    view("equipe", "/produtos", "2026-11-21T10:00:00", { staff: true });
    view("robo", "/produtos", "2026-11-21T10:00:00", { agent: agents.bot });
    // The previous 7 days: one visit.
    view("visitante-d", "/blog", "2026-11-10T08:00:00");
    await flushVisits();
  });
  afterAll(() => closeDatabase());

  it("counts views, visitors, visits, bounces, average time, pages, devices, sources and campaigns of the period", async () => {
    const { current } = await analyticsReport(7, now);
    expect(current).toEqual({
      views: 8,
      visits: 5,
      visitors: 4,
      bounceRate: 0.6,
      // (5 min + 20 s + 0 + 30 s + 0) / 5 visits
      averageVisitMs: 70_000,
      topPages: [
        { path: "/produtos", views: 3 },
        { path: "/", views: 2 },
        { path: "/blog", views: 1 },
        { path: "/contato", views: 1 },
        { path: "/servicos", views: 1 },
      ],
      devices: [
        { device: "Celular", visits: 2 },
        { device: "Computador", visits: 2 },
        { device: "Tablet", visits: 1 },
      ],
      sources: [
        { source: "Direto", visits: 2 },
        { source: "E-mail", visits: 1 },
        { source: "Facebook", visits: 1 },
        { source: "Google", visits: 1 },
      ],
      campaigns: [
        { campaign: "grade", source: "facebook", visits: 1 },
        { campaign: "novembro", source: "newsletter", visits: 1 },
      ],
    });
  });

  it("compares with the previous period of the same length", async () => {
    const { current, previous } = await analyticsReport(7, now);
    expect(previous).toMatchObject({ views: 1, visits: 1, visitors: 1, bounceRate: 1, averageVisitMs: 0 });
    expect(change(current.views, previous!.views)).toBe(7);
    expect(change(current.bounceRate, previous!.bounceRate)).toBeCloseTo(-0.4);
    expect(change(3, 0)).toBeNull();
  });

  it("gives views and visitors per São Paulo day, and everything for 'all' with nothing to compare", async () => {
    const week = await analyticsReport(7, now);
    expect(week.daily).toEqual([
      { day: "2026-11-19", views: 3, visitors: 1 },
      { day: "2026-11-20", views: 2, visitors: 2 },
      { day: "2026-11-21", views: 3, visitors: 1 },
    ]);
    const all = await analyticsReport(0, now);
    expect(all.previous).toBeNull();
    expect(all.current).toMatchObject({ views: 9, visits: 6, visitors: 5 });
  });
});
