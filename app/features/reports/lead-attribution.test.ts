import { eq, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { analyticsDays, leads, visits } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { flushVisits, recordVisit } from "~/features/analytics/index.server";
import { attachLead, type TouchOrigin } from "~/features/leads/index.server";
import { leadAttribution } from "./lead-attribution.server";
import { loadReports } from "./reports.server";

const site = "www.magnasul.exemplo.com.br";
const visitor = {
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  siteHost: site,
  staff: false,
};
// Sunday 22/11/2026, 12:00 in São Paulo: the 7-day period starts on 15/11 at midnight there;
// the days before today are closed and read from their rollups.
const now = new Date("2026-11-22T15:00:00Z");
const saoPaulo = (iso: string) => new Date(`${iso}-03:00`);
const grades = "/produtos/grade?utm_source=google&utm_medium=cpc&utm_campaign=grades";
const novembro = "/?utm_source=newsletter&utm_medium=email&utm_campaign=novembro";

const googleGrades: TouchOrigin = {
  source: "Google",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "grades",
  landingPage: "/produtos/grade",
};
const newsletter: TouchOrigin = {
  source: "E-mail",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "novembro",
  landingPage: "/",
};
const direct: TouchOrigin = { source: "Direto", utmSource: null, utmMedium: null, utmCampaign: null, landingPage: "/" };

async function lead(email: string, origin: TouchOrigin | null, createdAt: string, deleted = false) {
  const { id } = await attachLead(db(), { name: "Cliente de Teste", email }, origin);
  await db()
    .update(leads)
    .set({ createdAt: saoPaulo(createdAt), deleted })
    .where(eq(leads.id, id));
}

describe.each(testDrivers)("leads and conversion by source and campaign on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    const view = (session: string, path: string, when: string) =>
      recordVisit({ session_id: session, page_path: path, referrer: null }, visitor, saoPaulo(when));
    view("visitante-a", grades, "2026-11-18T10:00:00");
    view("visitante-b", grades, "2026-11-19T11:00:00");
    view("visitante-c", grades, "2026-11-22T09:00:00");
    view("visitante-d", "/", "2026-11-20T08:00:00");
    view("visitante-e", novembro, "2026-11-21T18:00:00");
    // Before the period.
    view("visitante-f", grades, "2026-11-10T10:00:00");
    await flushVisits();
    await lead("um@cliente.exemplo.com.br", googleGrades, "2026-11-18T10:05:00");
    await lead("dois@cliente.exemplo.com.br", googleGrades, "2026-11-22T09:10:00");
    await lead("tres@cliente.exemplo.com.br", newsletter, "2026-11-21T18:20:00");
    await lead("quatro@cliente.exemplo.com.br", direct, "2026-11-20T08:30:00");
    // Sent without the page's script: no known visit.
    await lead("cinco@cliente.exemplo.com.br", null, "2026-11-21T09:00:00");
    // Before the period, and a deleted lead: not counted.
    await lead("antigo@cliente.exemplo.com.br", googleGrades, "2026-11-10T10:30:00");
    await lead("apagado@cliente.exemplo.com.br", googleGrades, "2026-11-19T11:10:00", true);
  });
  afterAll(() => closeDatabase());

  const sevenDays = {
    total: { visits: 5, leads: 5, rate: 1 },
    bySource: [
      { source: "Google", visits: 3, leads: 2, rate: 2 / 3 },
      { source: "Direto", visits: 1, leads: 1, rate: 1 },
      { source: "E-mail", visits: 1, leads: 1, rate: 1 },
      { source: null, visits: 0, leads: 1, rate: null },
    ],
    byCampaign: [
      { kind: "campaign", campaign: "grades", utmSource: "google", visits: 3, leads: 2, rate: 2 / 3 },
      { kind: "campaign", campaign: "novembro", utmSource: "newsletter", visits: 1, leads: 1, rate: 1 },
      { kind: "untagged", visits: 1, leads: 1, rate: 1 },
      { kind: "unknown", visits: 0, leads: 1, rate: null },
    ],
    campaignsLeftOut: 0,
  };

  it("counts the period's leads by their first touch's origin against the period's visits", async () => {
    expect(await leadAttribution(7, now)).toEqual(sevenDays);
  });

  it("counts every lead and visit over the whole period", async () => {
    const all = await leadAttribution(0, now);
    expect(all.total).toEqual({ visits: 6, leads: 6, rate: 1 });
    expect(all.byCampaign[0]).toEqual({ kind: "campaign", campaign: "grades", utmSource: "google", visits: 4, leads: 3, rate: 3 / 4 });
  });

  it("reads the closed days' visits from their rollups, today's from the visits", async () => {
    await leadAttribution(7, now);
    expect(await db().select().from(analyticsDays).where(eq(analyticsDays.day, "2026-11-18"))).toEqual([
      expect.objectContaining({ visits: 1 }),
    ]);
    // The visits of closed days are gone: only their rollups answer for them now.
    await db()
      .delete(visits)
      .where(lt(visits.startedAt, saoPaulo("2026-11-22T00:00:00")));
    expect(await leadAttribution(7, now)).toEqual(sevenDays);
  });

  it("are read for the roles that answer leads, not for editors", async () => {
    const url = new URL("http://localhost/admin/reports?periodo=7");
    expect((await loadReports(url, "comercial", now)).attribution).toEqual(sevenDays);
    expect((await loadReports(url, "administrador", now)).attribution?.total).toEqual(sevenDays.total);
    expect((await loadReports(url, "editor", now)).attribution).toBeNull();
  });
});
