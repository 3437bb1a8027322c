import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, leads } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { leadContactSchema } from "./contact-rules";
import { readLeadFilters } from "./lead-filters";
import { listFilteredLeads } from "./lead-list.server";
import { softDeleteLead, upsertLead } from "./leads.server";
import { changeLeadStatus } from "./pipeline.server";
import { bookMeeting, freeSlots, listUpcomingMeetings } from "./meetings.server";

const now = new Date("2026-11-23T12:00:00Z");
const lead = (name: string, extra: Partial<typeof leads.$inferInsert> = {}) => ({
  name,
  email: `${name.toLowerCase()}@exemplo.com.br`,
  ...extra,
});
const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);
/** The live leads, as the leads list reads them unfiltered. */
const liveLeads = () => listFilteredLeads(readLeadFilters(new URLSearchParams()), now);
const missingId = "00000000-0000-4000-8000-000000000000";

describe.each(testDrivers)("leads for staff on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(agentMessages);
    await db().delete(leads);
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

    expect(names(await liveLeads())).toEqual(["Davi"]);
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
    expect(await liveLeads()).toEqual([
      expect.objectContaining({ id: first.id, name: "Elisa Souza", email: "elisa@exemplo.com.br", phone: "(19) 99999-0000" }),
    ]);
    await db().update(leads).set({ phone: null });
    await upsertLead(leadContactSchema.parse({ name: "Elisa", email: "elisa@exemplo.com.br", phone: "(11) 3333-4444" }));
    expect((await liveLeads())[0]).toMatchObject({ name: "Elisa Souza", phone: "(11) 3333-4444" });
  });

  it("a deleted lead's e-mail makes a new lead when it comes back", async () => {
    const first = await upsertLead({ name: "Fabio", email: "fabio@exemplo.com.br", phone: "(19) 99999-0000" });
    await softDeleteLead(first.id);
    const back = await upsertLead({ name: "Fabio", email: "fabio@exemplo.com.br", phone: "(19) 99999-0000" });
    expect(back.id).not.toBe(first.id);
    expect(names(await liveLeads())).toEqual(["Fabio"]);
  });
});
