import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { contactRequests, leads, rateLimits, visitorAnalytics, visits } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { flushVisits, recordVisit } from "~/features/analytics/index.server";
import { contactRequestSchema } from "./schema";
import { resetContactLimiter, submitContactRequest } from "./service.server";

const site = "www.magnasul.exemplo.com.br";
const visitor = {
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  siteHost: site,
  staff: false,
};
const session = "5e55a0d1-0000-4000-8000-000000000017";
const start = Date.UTC(2026, 10, 20, 12, 0);
const minutes = (count: number) => start + count * 60_000;

const request = (overrides: Record<string, unknown> = {}) => ({
  name: "Joana Ribeiro",
  email: "joana@cliente.exemplo.com.br",
  message: "Preciso de uma grade magnética para a moega de recebimento.",
  type: "quote_request",
  website: "",
  session_id: session,
  ...overrides,
});

async function send(at: number, overrides: Record<string, unknown> = {}) {
  const result = await submitContactRequest(request({ started_at: at - 20_000, ...overrides }), { clientIp: "10.0.0.9", now: at });
  expect(result.ok).toBe(true);
}

const theLead = async () => (await db().select().from(leads).where(eq(leads.email, "joana@cliente.exemplo.com.br")))[0]!;
const origin = (lead: Awaited<ReturnType<typeof theLead>>, touch: "first" | "last") => ({
  source: lead[`${touch}Source`],
  utmSource: lead[`${touch}UtmSource`],
  utmMedium: lead[`${touch}UtmMedium`],
  utmCampaign: lead[`${touch}UtmCampaign`],
  landingPage: lead[`${touch}LandingPage`],
});

const googleAds = {
  source: "Google",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "grades-novembro",
  landingPage: "/produtos/grade-magnetica-neodimio",
};

describe("the form's session id", () => {
  it("is kept when it looks like a browser's, else read as none (at most 64 letters, digits and hyphens)", () => {
    const parsed = (sessionId: unknown) => contactRequestSchema.parse(request({ session_id: sessionId })).session_id;
    expect(parsed(session)).toBe(session);
    expect(parsed("a".repeat(64))).toBe("a".repeat(64));
    expect(parsed("a".repeat(65))).toBeNull();
    expect(parsed("sessão 1")).toBeNull();
    expect(parsed(12345678)).toBeNull();
    expect(parsed(undefined)).toBeNull();
  });
});

describe.each(testDrivers)("the origin of a contact request's lead on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    resetContactLimiter();
    await flushVisits();
    await db().delete(rateLimits);
    await db().delete(contactRequests);
    await db().delete(leads);
    await db().delete(visitorAnalytics);
    await db().delete(visits);
  });

  it("takes source, utm_source, utm_medium, utm_campaign and landing page from the visit of the form's session", async () => {
    recordVisit(
      {
        session_id: session,
        page_path: "/produtos/grade-magnetica-neodimio?utm_source=google&utm_medium=cpc&utm_campaign=grades-novembro",
        referrer: "https://www.google.com/",
      },
      visitor,
      new Date(minutes(0)),
    );
    await send(minutes(3));
    const lead = await theLead();
    expect(origin(lead, "first")).toEqual(googleAds);
    expect(origin(lead, "last")).toEqual(googleAds);
  });

  it("keeps the first touch's visit and moves the last touch to the visit of a later request", async () => {
    recordVisit(
      {
        session_id: session,
        page_path: "/produtos/grade-magnetica-neodimio?utm_source=google&utm_medium=cpc&utm_campaign=grades-novembro",
      },
      visitor,
      new Date(minutes(0)),
    );
    await send(minutes(3));
    // Two days later, back from the newsletter in another tab (another session).
    const later = "5e55a0d1-0000-4000-8000-000000000018";
    recordVisit(
      { session_id: later, page_path: "/servicos?utm_source=newsletter&utm_medium=email&utm_campaign=dezembro" },
      visitor,
      new Date(minutes(2 * 24 * 60)),
    );
    await send(minutes(2 * 24 * 60 + 5), { session_id: later, type: "contact" });
    const lead = await theLead();
    expect(origin(lead, "first")).toEqual(googleAds);
    expect(origin(lead, "last")).toEqual({
      source: "E-mail",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "dezembro",
      landingPage: "/servicos",
    });
    // A request without a session (no script) keeps both touches as they were.
    await send(minutes(3 * 24 * 60), { session_id: undefined });
    expect(origin(await theLead(), "last")).toMatchObject({ utmCampaign: "dezembro" });
    expect(await db().select().from(contactRequests)).toHaveLength(3);
  });

  it("stores a request whose session id is longer than 64 characters, with no origin", async () => {
    const long = "a".repeat(65);
    // Written by hand: the visits API refuses such an id as well.
    await db()
      .insert(visits)
      .values({
        sessionId: long,
        startedAt: new Date(minutes(0)),
        lastSeenAt: new Date(minutes(0)),
        entryPath: "/",
        source: "Google",
        utmCampaign: "forjada",
        device: "Computador",
      });
    await send(minutes(3), { session_id: long });
    const lead = await theLead();
    expect(origin(lead, "first")).toEqual({ source: null, utmSource: null, utmMedium: null, utmCampaign: null, landingPage: null });
    expect(await db().select().from(contactRequests)).toHaveLength(1);
  });
});
