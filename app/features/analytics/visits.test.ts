import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { visitorAnalytics, visits } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { groupUngroupedPageViews } from "./visit-sessions.server";
import { nulCharacterMessage } from "~/lib/validation";
import { flushVisits, recordEngagement, recordVisit } from "./visits.server";

const desktop = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const site = "www.magnasul.exemplo.com.br";
const visitor = { userAgent: desktop, siteHost: site, staff: false };
const session = "c1d2e3f4-0000-4000-8000-000000000001";
const view = { session_id: session, page_path: "/produtos", referrer: "https://www.google.com/" };
const at = (minutes: number, seconds = 0) => new Date(Date.UTC(2026, 10, 20, 12, minutes, seconds));

const storedVisits = () => db().select().from(visits).orderBy(asc(visits.startedAt));
const storedViews = () => db().select().from(visitorAnalytics).orderBy(asc(visitorAnalytics.visitedAt));

describe.each(testDrivers)("visits on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await flushVisits();
    await db().delete(visitorAnalytics);
    await db().delete(visits);
  });

  it("refuses a page view or a heartbeat with a NUL character, which the database cannot store", async () => {
    expect(recordVisit({ ...view, page_path: "/produtos\u0000" }, visitor, at(0))).toEqual({ ok: false, message: nulCharacterMessage });
    expect(await recordEngagement({ session_id: session, page_path: "/\u0000", engaged_seconds: 5 }, visitor)).toEqual({
      ok: false,
      message: nulCharacterMessage,
    });
    await flushVisits();
    expect(await storedViews()).toEqual([]);
  });

  it("stores a page view in a new visit with its source, device and landing page", async () => {
    expect(recordVisit(view, visitor, at(0))).toEqual({ ok: true, recorded: true });
    await flushVisits();
    const [stored] = await storedViews();
    expect(stored).toMatchObject({
      sessionId: session,
      pagePath: "/produtos",
      referrer: "https://www.google.com/",
      userAgent: desktop,
      visitedAt: at(0),
    });
    expect(await storedVisits()).toEqual([
      expect.objectContaining({
        id: stored!.visitId,
        sessionId: session,
        startedAt: at(0),
        lastSeenAt: at(0),
        pageViews: 1,
        engagedMs: 0,
        entryPath: "/produtos",
        source: "Google",
        referrerHost: "google.com",
        device: "Computador",
        utmSource: null,
      }),
    ]);
  });

  it("splits a session's page views into visits at gaps over 30 minutes", async () => {
    recordVisit(view, visitor, at(0));
    recordVisit({ ...view, page_path: "/servicos", referrer: `https://${site}/produtos` }, visitor, at(10));
    recordVisit({ ...view, page_path: "/contato", referrer: `https://${site}/servicos` }, visitor, at(40));
    recordVisit({ ...view, page_path: "/blog", referrer: null }, visitor, at(70, 1));
    await flushVisits();
    const stored = await storedVisits();
    expect(stored.map((visit) => [visit.pageViews, visit.entryPath, visit.source, visit.lastSeenAt])).toEqual([
      [3, "/produtos", "Google", at(40)],
      [1, "/blog", "Direto", at(70, 1)],
    ]);
    const views = await storedViews();
    expect(views.map((item) => item.visitId)).toEqual([stored[0]!.id, stored[0]!.id, stored[0]!.id, stored[1]!.id]);
  });

  it("keeps a view exactly 30 minutes after the last in the same visit, across separate batches", async () => {
    recordVisit(view, visitor, at(0));
    await flushVisits();
    recordVisit({ ...view, page_path: "/blog" }, visitor, at(30));
    await flushVisits();
    expect((await storedVisits()).map((visit) => visit.pageViews)).toEqual([2]);
  });

  it("takes the campaign from the landing page's UTM tags, and the device from the browser", async () => {
    recordVisit(
      { ...view, page_path: "/produtos?utm_source=facebook&utm_medium=cpc&utm_campaign=grade-2026", referrer: null },
      { ...visitor, userAgent: phone },
      at(0),
    );
    await flushVisits();
    expect(await storedVisits()).toEqual([
      expect.objectContaining({
        source: "Facebook",
        utmSource: "facebook",
        utmMedium: "cpc",
        utmCampaign: "grade-2026",
        device: "Celular",
        entryPath: "/produtos",
      }),
    ]);
  });

  it("writes a burst of views in one batch", async () => {
    for (let index = 0; index < 50; index++) recordVisit({ ...view, page_path: `/blog/${index}` }, visitor, at(0, index));
    expect(await storedViews()).toHaveLength(0);
    await flushVisits();
    expect(await storedViews()).toHaveLength(50);
    expect((await storedVisits()).map((visit) => visit.pageViews)).toEqual([50]);
  });

  it("does not count signed-in staff, bots or requests without a user agent", async () => {
    expect(recordVisit(view, { ...visitor, staff: true })).toEqual({ ok: true, recorded: false });
    expect(
      recordVisit(view, { ...visitor, userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
    ).toEqual({ ok: true, recorded: false });
    expect(recordVisit(view, { ...visitor, userAgent: null })).toEqual({ ok: true, recorded: false });
    expect(
      await recordEngagement({ session_id: session, page_path: "/produtos", engaged_seconds: 10 }, { ...visitor, staff: true }),
    ).toEqual({ ok: true, recorded: false });
    await flushVisits();
    expect(await storedViews()).toHaveLength(0);
    expect(await storedVisits()).toHaveLength(0);
  });

  it("adds the heartbeat's engaged time to the page view and its visit, even before the view was written", async () => {
    recordVisit(view, visitor, at(0));
    expect(await recordEngagement({ session_id: session, page_path: "/produtos", engaged_seconds: 15 }, visitor)).toEqual({
      ok: true,
      recorded: true,
    });
    await recordEngagement({ session_id: session, page_path: "/produtos", engaged_seconds: 4.5 }, visitor);
    expect((await storedViews())[0]!.engagedMs).toBe(19_500);
    expect((await storedVisits())[0]!.engagedMs).toBe(19_500);
  });

  it.each([
    ["no seconds", { session_id: session, page_path: "/produtos" }],
    ["zero seconds", { session_id: session, page_path: "/produtos", engaged_seconds: 0 }],
    ["more than a minute at once", { session_id: session, page_path: "/produtos", engaged_seconds: 61 }],
    ["another site's page", { session_id: session, page_path: "https://outro.site/", engaged_seconds: 5 }],
  ])("refuses a heartbeat with %s and changes nothing", async (_label, body) => {
    recordVisit(view, visitor, at(0));
    expect(await recordEngagement(body, visitor)).toMatchObject({ ok: false });
    await flushVisits();
    expect((await storedVisits())[0]!.engagedMs).toBe(0);
  });

  it.each([
    ["a short session id", { ...view, session_id: "x" }, "Sessão do visitante inválida"],
    ["another site's address", { ...view, page_path: "https://outro.site/" }, "Endereço da página inválido"],
    ["a path over 2,048 characters", { ...view, page_path: `/${"a".repeat(3000)}` }, "Endereço da página muito longo"],
    ["a missing path", { session_id: view.session_id }, "Endereço da página inválido"],
    ["a body that is not an object", "texto", "Visita inválida"],
  ])("refuses %s with a clear message and stores nothing", async (_label, body, message) => {
    expect(recordVisit(body, visitor)).toEqual({ ok: false, message });
    await flushVisits();
    expect(await storedViews()).toHaveLength(0);
  });

  it("puts page views stored before visits existed into visits, once", async () => {
    await db()
      .insert(visitorAnalytics)
      .values([
        { sessionId: "antiga-sessao-1", pagePath: "/", referrer: "https://www.linkedin.com/", userAgent: phone, visitedAt: at(0) },
        { sessionId: "antiga-sessao-1", pagePath: "/produtos", referrer: `https://${site}/`, userAgent: phone, visitedAt: at(5) },
        { sessionId: "antiga-sessao-2", pagePath: "/blog", referrer: null, userAgent: desktop, visitedAt: at(1) },
        { sessionId: "antiga-sessao-1", pagePath: "/contato", referrer: null, userAgent: phone, visitedAt: at(50) },
      ]);
    expect(await groupUngroupedPageViews(db(), site)).toBe(4);
    expect((await storedVisits()).map((visit) => [visit.sessionId, visit.pageViews, visit.source, visit.device])).toEqual([
      ["antiga-sessao-1", 2, "LinkedIn", "Celular"],
      ["antiga-sessao-2", 1, "Direto", "Computador"],
      ["antiga-sessao-1", 1, "Direto", "Celular"],
    ]);
    expect((await storedViews()).every((view) => view.visitId)).toBe(true);
    expect(await groupUngroupedPageViews(db(), site)).toBe(0);
  });
});
