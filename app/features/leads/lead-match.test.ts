import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { contactRequests, leads } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { attachLead, type TouchOrigin } from "./lead-match.server";

const googleAds: TouchOrigin = {
  source: "Google",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "grades-magneticas",
  landingPage: "/produtos/grade-magnetica",
};
const newsletter: TouchOrigin = {
  source: "E-mail",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "novembro",
  landingPage: "/blog/ima-de-neodimio",
};

async function stored(id: string) {
  const [row] = await db().select().from(leads).where(eq(leads.id, id));
  return row!;
}

describe.each(testDrivers)("one lead per person on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(contactRequests);
    await db().delete(leads);
  });

  it("finds the same lead for the e-mail typed with other case, accents or spaces, keeping the first name", async () => {
    const first = await attachLead(db(), { name: "Joana Lima", email: "joana@exemplo.com.br" });
    const again = await attachLead(db(), {
      name: "Outra Pessoa",
      email: " JOÁNA@Exemplo.com.br ",
      phone: "(19) 99999-0000",
      company: "Metalúrgica",
    });
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ id: first.id, created: false, name: "Joana Lima", phone: "(19) 99999-0000" });
    expect(await db().$count(leads)).toBe(1);
    expect(await stored(first.id)).toMatchObject({ company: "Metalúrgica", email: "joana@exemplo.com.br" });

    const other = await attachLead(db(), { name: "Joana Lima", email: "joana.lima@exemplo.com.br" });
    expect(other.id).not.toBe(first.id);
  });

  it("never overwrites a phone or a company already known", async () => {
    const lead = await attachLead(db(), { name: "Rui", email: "rui@exemplo.com.br", phone: "(11) 3333-4444", company: "Rui Ltda" });
    await attachLead(db(), { name: "Rui", email: "rui@exemplo.com.br", phone: "(21) 98888-7777", company: "Outra" });
    expect(await stored(lead.id)).toMatchObject({ phone: "(11) 3333-4444", company: "Rui Ltda" });
  });

  it("a deleted lead stays deleted: the next touch of its e-mail starts a new lead", async () => {
    const lead = await attachLead(db(), { name: "Rita", email: "rita@exemplo.com.br" });
    await db().update(leads).set({ deleted: true }).where(eq(leads.id, lead.id));
    const next = await attachLead(db(), { name: "Rita", email: "rita@exemplo.com.br" });
    expect(next).toMatchObject({ created: true });
    expect(next.id).not.toBe(lead.id);
  });

  it("keeps the first touch's origin and moves the last touch to each new visit's", async () => {
    const at = (iso: string) => new Date(iso);
    const lead = await attachLead(db(), { name: "Caio", email: "caio@exemplo.com.br" }, null, at("2026-11-01T10:00:00Z"));
    await attachLead(db(), { name: "Caio", email: "caio@exemplo.com.br" }, googleAds, at("2026-11-02T10:00:00Z"));
    expect(await stored(lead.id)).toMatchObject({
      firstSource: "Google",
      firstUtmCampaign: "grades-magneticas",
      firstLandingPage: "/produtos/grade-magnetica",
      lastUtmCampaign: "grades-magneticas",
    });

    await attachLead(db(), { name: "Caio", email: "caio@exemplo.com.br" }, newsletter, at("2026-11-05T10:00:00Z"));
    await attachLead(db(), { name: "Caio", email: "caio@exemplo.com.br" }, null, at("2026-11-04T10:00:00Z"));
    expect(await stored(lead.id)).toMatchObject({
      firstSource: "Google",
      firstUtmSource: "google",
      firstUtmMedium: "cpc",
      firstUtmCampaign: "grades-magneticas",
      firstLandingPage: "/produtos/grade-magnetica",
      lastSource: "E-mail",
      lastUtmSource: "newsletter",
      lastUtmMedium: "email",
      lastUtmCampaign: "novembro",
      lastLandingPage: "/blog/ima-de-neodimio",
      lastTouchAt: at("2026-11-05T10:00:00Z"),
    });
  });
});
