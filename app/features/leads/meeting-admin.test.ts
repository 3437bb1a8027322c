import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { leadEvents, leads } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { leadValues, missingLeadId, storedMeeting } from "./test-support.server";
import { cancelMeeting } from "./meeting-admin.server";
import { bookMeeting, countUpcomingMeetings, freeSlots, listUpcomingMeetings } from "./meetings.server";

const now = new Date("2026-11-23T12:00:00Z");

describe.each(testDrivers)("staff cancel a meeting on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(leads);
  });

  it("frees the slot for another lead, leaves the count and the list, keeps its status and records the cancellation on its timeline", async () => {
    const [slot] = await freeSlots({ count: 1, now });
    const [ana, bruno] = await db()
      .insert(leads)
      .values([leadValues("Ana"), leadValues("Bruno")])
      .returning({ id: leads.id });
    expect(await bookMeeting(ana!.id, slot!, now)).toMatchObject({ ok: true, at: slot });
    expect(await bookMeeting(bruno!.id, slot!, now)).toEqual({ ok: false, reason: "taken" });
    const before = await countUpcomingMeetings(now);

    expect(await cancelMeeting(ana!.id)).toBe(true);

    expect(await storedMeeting(ana!.id)).toEqual({ meetingAt: null, status: "novo" });
    expect(await db().select({ kind: leadEvents.kind }).from(leadEvents).where(eq(leadEvents.leadId, ana!.id))).toEqual([
      { kind: "meeting_booked" },
      { kind: "meeting_cancelled" },
    ]);
    expect(await countUpcomingMeetings(now)).toBe(before - 1);
    expect(await listUpcomingMeetings(now)).toEqual([]);
    expect((await freeSlots({ count: 1, now }))[0]).toEqual(slot);
    expect(await bookMeeting(bruno!.id, slot!, now)).toMatchObject({ ok: true, at: slot });
    expect(await listUpcomingMeetings(now)).toEqual([expect.objectContaining({ name: "Bruno", status: "novo" })]);
  });

  it("keeps any status", async () => {
    const [carla] = await db()
      .insert(leads)
      .values(leadValues("Carla", { meetingAt: new Date("2026-11-25T13:00:00Z"), status: "ganho" }))
      .returning({ id: leads.id });
    expect(await cancelMeeting(carla!.id)).toBe(true);
    expect(await storedMeeting(carla!.id)).toEqual({ meetingAt: null, status: "ganho" });
  });

  it("answers false when there is no meeting to cancel: none booked, a deleted lead, an unknown id", async () => {
    const [davi, elisa] = await db()
      .insert(leads)
      .values([
        leadValues("Davi"),
        leadValues("Elisa", { meetingAt: new Date("2026-11-25T13:00:00Z"), status: "em_atendimento", deleted: true }),
      ])
      .returning({ id: leads.id });
    expect(await cancelMeeting(davi!.id)).toBe(false);
    expect(await cancelMeeting(elisa!.id)).toBe(false);
    expect(await cancelMeeting(missingLeadId)).toBe(false);
    expect(await storedMeeting(elisa!.id)).toEqual({ meetingAt: new Date("2026-11-25T13:00:00Z"), status: "em_atendimento" });
    expect(await storedMeeting(davi!.id)).toEqual({ meetingAt: null, status: "novo" });
  });

  it("with `after`, cancels only a meeting still to come", async () => {
    const past = new Date("2026-11-20T13:00:00Z");
    const [fabio, gabi] = await db()
      .insert(leads)
      .values([
        leadValues("Fabio", { meetingAt: past, status: "em_atendimento" }),
        leadValues("Gabi", { meetingAt: new Date("2026-11-25T13:00:00Z"), status: "em_atendimento" }),
      ])
      .returning({ id: leads.id });
    expect(await cancelMeeting(fabio!.id, { after: now })).toBe(false);
    expect(await storedMeeting(fabio!.id)).toEqual({ meetingAt: past, status: "em_atendimento" });
    expect(await cancelMeeting(gabi!.id, { after: now })).toBe(true);
    expect(await storedMeeting(gabi!.id)).toEqual({ meetingAt: null, status: "em_atendimento" });
  });
});
