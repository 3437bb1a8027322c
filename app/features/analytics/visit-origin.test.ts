import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { visitorAnalytics, visits } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { visitOrigin } from "./visit-origin.server";
import { flushVisits, recordVisit } from "./visits.server";

const site = "www.magnasul.exemplo.com.br";
const visitor = {
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  siteHost: site,
  staff: false,
};
const session = "a7b8c9d0-0000-4000-8000-000000000017";
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
const view = (page_path: string, when: Date, referrer: string | null = null, session_id = session) =>
  recordVisit({ session_id, page_path, referrer }, visitor, when);

describe.each(testDrivers)("the origin of a visitor's touch on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await flushVisits();
    await db().delete(visitorAnalytics);
    await db().delete(visits);
  });

  it("is the campaign and landing page of the session's visit, its first page view still in the buffer", async () => {
    view("/produtos/grade-magnetica?utm_source=google&utm_medium=cpc&utm_campaign=grades-novembro", at(0), "https://www.google.com/");
    view("/contato", at(2), `https://${site}/produtos/grade-magnetica`);
    expect(await visitOrigin(session, at(3))).toEqual({
      source: "Google",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "grades-novembro",
      landingPage: "/produtos/grade-magnetica",
    });
  });

  it("is the visit current at the moment of the touch, else the latest before it, and none before the first", async () => {
    view("/?utm_source=newsletter&utm_medium=email&utm_campaign=novembro", at(0));
    view("/blog", at(50), "https://www.linkedin.com/");
    await flushVisits();
    const newsletter = { source: "E-mail", utmSource: "newsletter", utmMedium: "email", utmCampaign: "novembro", landingPage: "/" };
    const linkedIn = { source: "LinkedIn", utmSource: null, utmMedium: null, utmCampaign: null, landingPage: "/blog" };
    expect(await visitOrigin(session, at(10))).toEqual(newsletter);
    // Between the visits, the first one ended: it is still where the visitor came from.
    expect(await visitOrigin(session, at(45))).toEqual(newsletter);
    expect(await visitOrigin(session, at(55))).toEqual(linkedIn);
    expect(await visitOrigin(session, new Date(at(0).getTime() - 1000))).toBeNull();
    expect(await visitOrigin("outra-sessao-sem-visitas", at(55))).toBeNull();
  });

  it("reads no visit for a session id longer than a browser makes (64 characters), or with other characters", async () => {
    // Stored by hand: the visits API refuses such ids too.
    const long = "a".repeat(65);
    const odd = "sessao com espaço";
    for (const sessionId of [long, odd, "a".repeat(64)]) {
      await db()
        .insert(visits)
        .values({
          sessionId,
          startedAt: at(0),
          lastSeenAt: at(0),
          entryPath: "/",
          source: "Google",
          utmCampaign: "x",
          device: "Computador",
        });
    }
    expect(await visitOrigin(long, at(5))).toBeNull();
    expect(await visitOrigin(odd, at(5))).toBeNull();
    expect(await visitOrigin("a".repeat(64), at(5))).toMatchObject({ source: "Google", utmCampaign: "x" });
  });
});
