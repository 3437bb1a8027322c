import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { leads } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { flushVisits, recordVisit } from "~/features/analytics/index.server";
import { registerLead } from "./lead-actions.server";

const visitor = {
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  siteHost: "www.magnasul.exemplo.com.br",
  staff: false,
};

describe.each(testDrivers)("a lead registered by the assistant on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(async () => {
    await flushVisits();
    await closeDatabase();
  });

  it("takes the origin of the visit its conversation happens in", async () => {
    const session = "c4a7c4a7-0000-4000-8000-000000000017";
    recordVisit(
      { session_id: session, page_path: "/servicos/motores?utm_source=linkedin&utm_medium=social&utm_campaign=motores-2026" },
      visitor,
      new Date(Date.now() - 5 * 60_000),
    );
    const result = await registerLead(session, { name: "Carlos Lima", email: "carlos@industria.exemplo.com.br", phone: "11 98888-7777" });
    expect(result.ok).toBe(true);
    const [lead] = await db().select().from(leads).where(eq(leads.email, "carlos@industria.exemplo.com.br"));
    expect(lead).toMatchObject({
      firstSource: "LinkedIn",
      firstUtmSource: "linkedin",
      firstUtmMedium: "social",
      firstUtmCampaign: "motores-2026",
      firstLandingPage: "/servicos/motores",
      lastUtmCampaign: "motores-2026",
    });
  });

  it("has no origin when its session has no visit", async () => {
    const result = await registerLead("sem-visita-0017", {
      name: "Ana Souza",
      email: "ana@industria.exemplo.com.br",
      phone: "11 97777-6666",
    });
    expect(result.ok).toBe(true);
    const [lead] = await db().select().from(leads).where(eq(leads.email, "ana@industria.exemplo.com.br"));
    expect(lead).toMatchObject({ firstSource: null, firstUtmCampaign: null, lastSource: null });
  });
});
