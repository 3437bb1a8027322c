import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { visitorAnalytics } from "~/db/schema";
import { createTestDatabase } from "~/db/testing.server";
import { flushVisits, recordVisit } from "./visits.server";

const browser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const visit = { session_id: "c1d2e3f4-0000-4000-8000-000000000001", page_path: "/produtos", referrer: "https://www.google.com/" };

describe("visits", () => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase("pglite")));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await flushVisits();
    await db().delete(visitorAnalytics);
  });

  it("stores a page view with its session, path, referrer, user agent and time", async () => {
    const at = new Date("2026-11-20T12:00:00Z");
    expect(recordVisit(visit, browser, at)).toEqual({ ok: true, recorded: true });
    await flushVisits();
    const rows = await db().select().from(visitorAnalytics);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sessionId: visit.session_id,
      pagePath: "/produtos",
      referrer: "https://www.google.com/",
      userAgent: browser,
      visitedAt: at,
    });
  });

  it("writes a burst of views in one batch", async () => {
    for (let index = 0; index < 50; index++) recordVisit({ ...visit, page_path: `/blog/${index}` }, browser);
    expect(await db().select().from(visitorAnalytics)).toHaveLength(0);
    await flushVisits();
    expect(await db().select().from(visitorAnalytics)).toHaveLength(50);
  });

  it("does not count bots or requests without a user agent", async () => {
    expect(recordVisit(visit, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toEqual({ ok: true, recorded: false });
    expect(recordVisit(visit, null)).toEqual({ ok: true, recorded: false });
    await flushVisits();
    expect(await db().select().from(visitorAnalytics)).toHaveLength(0);
  });

  it.each([
    ["a short session id", { ...visit, session_id: "x" }, "Sessão do visitante inválida"],
    ["another site's address", { ...visit, page_path: "https://outro.site/" }, "Endereço da página inválido"],
    ["a path over 2,048 characters", { ...visit, page_path: `/${"a".repeat(3000)}` }, "Endereço da página muito longo"],
    ["a missing path", { session_id: visit.session_id }, "Endereço da página inválido"],
    ["a body that is not an object", "texto", "Visita inválida"],
  ])("refuses %s with a clear message and stores nothing", async (_label, body, message) => {
    expect(recordVisit(body, browser)).toEqual({ ok: false, message });
    await flushVisits();
    expect(await db().select().from(visitorAnalytics)).toHaveLength(0);
  });
});
