import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, leads } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { leadContactSchema } from "./contact-rules";
import { listLeads, softDeleteLead, upsertLead } from "./leads.server";
import { changeLeadStatus } from "./pipeline.server";
import { bookMeeting, freeSlots, listUpcomingMeetings } from "./meetings.server";

const firstPage = { page: 1, size: 20 };

const now = new Date("2026-11-23T12:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const lead = (name: string, extra: Partial<typeof leads.$inferInsert> = {}) => ({
  name,
  email: `${name.toLowerCase()}@exemplo.com.br`,
  ...extra,
});
const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);
const missingId = "00000000-0000-4000-8000-000000000000";

describe.each(testDrivers)("leads for staff on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(agentMessages);
    await db().delete(leads);
  });

  it("lists live leads with an upcoming meeting first, soonest first, then the newest, past meetings among them", async () => {
    await db()
      .insert(leads)
      .values([
        lead("Sem-Antigo", { createdAt: inDays(-9) }),
        lead("Reuniao-Passada", { meetingAt: inDays(-3), createdAt: inDays(-5) }),
        lead("Reuniao-Tarde", { meetingAt: inDays(5), createdAt: inDays(-1) }),
        lead("Sem-Recente", { createdAt: inDays(-1) }),
        lead("Reuniao-Cedo", { meetingAt: inDays(2), createdAt: inDays(-8) }),
        lead("Excluido", { meetingAt: inDays(1), deleted: true }),
      ]);
    expect(names((await listLeads(firstPage, now)).rows)).toEqual([
      "Reuniao-Cedo",
      "Reuniao-Tarde",
      "Sem-Recente",
      "Reuniao-Passada",
      "Sem-Antigo",
    ]);

    const second = await listLeads({ page: 2, size: 2 }, now);
    expect(second).toMatchObject({ total: 5, pages: 3, page: 2, withMeeting: 3 });
    expect(names(second.rows)).toEqual(["Sem-Recente", "Reuniao-Passada"]);
  });

  it("changes the status of a live lead and refuses a deleted one", async () => {
    const [live, gone] = await db()
      .insert(leads)
      .values([lead("Ana"), lead("Bia", { deleted: true })])
      .returning({ id: leads.id });
    expect(await changeLeadStatus(live!.id, { status: "em_atendimento" })).toEqual({ ok: true, changed: true, meetingCancelled: false });
    expect(await changeLeadStatus(gone!.id, { status: "ganho" })).toMatchObject({ ok: false, status: 404 });
    expect(await changeLeadStatus(missingId, { status: "ganho" })).toMatchObject({ ok: false, status: 404 });
    const rows = await db().select({ name: leads.name, status: leads.status }).from(leads).orderBy(leads.name);
    expect(rows).toEqual([
      { name: "Ana", status: "em_atendimento" },
      { name: "Bia", status: "novo" },
    ]);
  });

  it("a deleted lead leaves the leads and the meetings, and its slot can be booked by another lead", async () => {
    const [slot] = await freeSlots({ count: 1, now });
    const [carla, davi] = await db()
      .insert(leads)
      .values([lead("Carla", { meetingAt: slot, status: "em_atendimento" }), lead("Davi")])
      .returning({ id: leads.id });
    expect(await bookMeeting(davi!.id, slot!, now)).toEqual({ ok: false, reason: "taken" });

    expect(await softDeleteLead(carla!.id)).toEqual({ id: carla!.id, name: "Carla" });
    expect(await softDeleteLead(carla!.id)).toBeNull();

    expect(names((await listLeads(firstPage, now)).rows)).toEqual(["Davi"]);
    expect(await listUpcomingMeetings(now)).toEqual([]);

    expect(await bookMeeting(davi!.id, slot!, now)).toMatchObject({ ok: true, at: slot });
    expect(await listUpcomingMeetings(now)).toEqual([expect.objectContaining({ name: "Davi", status: "novo" })]);
  });

  it("registers the same e-mail typed in another case as the same lead, keeping its data and filling a missing phone", async () => {
    const first = await upsertLead(leadContactSchema.parse({ name: "Elisa Souza", email: "Elisa@Exemplo.com.br", phone: "19 99999-0000" }));
    const again = await upsertLead(
      leadContactSchema.parse({ name: "Elisa S. Lima", email: " ELISA@exemplo.COM.BR ", phone: "(11) 3333-4444" }),
    );
    expect(again.id).toBe(first.id);
    expect((await listLeads(firstPage, now)).rows).toEqual([
      expect.objectContaining({ id: first.id, name: "Elisa Souza", email: "elisa@exemplo.com.br", phone: "(19) 99999-0000" }),
    ]);
    await db().update(leads).set({ phone: null });
    await upsertLead(leadContactSchema.parse({ name: "Elisa", email: "elisa@exemplo.com.br", phone: "(11) 3333-4444" }));
    expect((await listLeads(firstPage, now)).rows[0]).toMatchObject({ name: "Elisa Souza", phone: "(11) 3333-4444" });
  });

  it("a deleted lead's e-mail makes a new lead when it comes back", async () => {
    const first = await upsertLead({ name: "Fabio", email: "fabio@exemplo.com.br", phone: "(19) 99999-0000" });
    await softDeleteLead(first.id);
    const back = await upsertLead({ name: "Fabio", email: "fabio@exemplo.com.br", phone: "(19) 99999-0000" });
    expect(back.id).not.toBe(first.id);
    expect(names((await listLeads(firstPage, now)).rows)).toEqual(["Fabio"]);
  });
});
