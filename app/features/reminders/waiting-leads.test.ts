import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { leads, siteSettings } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { waitingLeads } from "./waiting-leads.server";

const sp = (local: string) => new Date(`${local.replace(" ", "T")}:00-03:00`);
const hour = 3_600_000;
// Monday 23/11/2026 at noon in São Paulo; Friday 20/11 was a national holiday.
const now = sp("2026-11-23 12:00");

const lead = (name: string, createdAt: string, extra: Partial<typeof leads.$inferInsert> = {}) => ({
  name,
  email: `${name.toLowerCase()}@exemplo.com.br`,
  createdAt: sp(createdAt),
  ...extra,
});

const setting = (settingKey: string, settingValue: unknown) =>
  db()
    .insert(siteSettings)
    .values({ settingKey, settingValue })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue } });

describe.each(testDrivers)("the leads waiting past the alert on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(leads);
    await db().delete(siteSettings);
    await db()
      .insert(leads)
      .values([
        // Thursday 16h: 1h30 that day, none on the holiday or the weekend, 4h30 on Monday.
        lead("Antonio", "2026-11-19 16:00"),
        lead("Bia", "2026-11-23 08:30"),
        lead("Caio", "2026-11-21 10:00"),
        lead("Davi", "2026-11-02 10:00", { status: "em_atendimento" }),
        lead("Eva", "2026-11-02 10:00", { deleted: true }),
      ]);
  });

  it("lists the 'Novo' leads past 4 business hours, the longest waiting first, with the time waited", async () => {
    const waiting = await waitingLeads(now);
    expect(waiting.alertHours).toBe(4);
    expect(waiting.total).toBe(2);
    expect(waiting.leads.map((item) => [item.name, item.waitingMs / hour])).toEqual([
      ["Antonio", 6],
      ["Caio", 4.5],
    ]);
  });

  it("follows the alert's hours and the staff's days off", async () => {
    await setting("lead_alert_hours", 3);
    expect((await waitingLeads(now)).leads.map((item) => item.name)).toEqual(["Antonio", "Caio", "Bia"]);
    await setting("lead_alert_hours", 5);
    expect((await waitingLeads(now)).leads.map((item) => item.name)).toEqual(["Antonio"]);
    // With Thursday off too, Antonio has waited only Monday's 4h30.
    await setting("days_off", [{ date: "2026-11-19", label: "Ponte" }]);
    expect(await waitingLeads(now)).toEqual({ alertHours: 5, total: 0, leads: [] });
  });

  it("counts every waiting lead but lists 50 at most", async () => {
    await db()
      .insert(leads)
      .values(Array.from({ length: 55 }, (_, index) => lead(`Lote${index}`, `2026-10-${String(1 + (index % 28)).padStart(2, "0")} 10:00`)));
    const waiting = await waitingLeads(now);
    expect(waiting.total).toBe(57);
    expect(waiting.leads).toHaveLength(50);
    expect(waiting.leads[0]!.createdAt).toEqual(sp("2026-10-01 10:00"));
  });
});
