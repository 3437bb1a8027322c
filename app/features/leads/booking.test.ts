import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { leads, siteSettings } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { upsertLead } from "./leads.server";
import { bookMeeting, freeSlots } from "./meetings.server";

// Monday 23/11/2026, 06:00 in São Paulo.
const now = new Date("2026-11-23T09:00:00Z");
const at = (iso: string) => new Date(iso);
const newLead = async (name: string) =>
  (
    await db()
      .insert(leads)
      .values({ name, email: `${name}@exemplo.com.br` })
      .returning()
  )[0]!;

describe.each(testDrivers)("booking meetings on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(leads);
    await db().delete(siteSettings);
  });

  it("gives a slot to one of two visitors asking for it at the same moment", async () => {
    const [ana, bruno] = [await newLead("ana"), await newLead("bruno")];
    const slot = at("2026-11-23T13:00:00Z");
    const results = await Promise.all([bookMeeting(ana.id, slot, now), bookMeeting(bruno.id, slot, now)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "taken" }]);
    expect((await db().select().from(leads)).filter((lead) => lead.meetingAt?.getTime() === slot.getTime())).toHaveLength(1);
  });

  it("keeps one lead when two sessions register the same e-mail at once", async () => {
    const contact = { name: "Carla", email: "carla@exemplo.com.br", phone: "(19) 3456-7890" };
    const [first, second] = await Promise.all([upsertLead(contact), upsertLead(contact)]);
    expect(first.id).toBe(second.id);
    expect(await db().select().from(leads)).toHaveLength(1);
  });

  it("treats a meeting booked under longer hours as blocking every slot it overlaps", async () => {
    const [ana, bruno] = [await newLead("ana"), await newLead("bruno")];
    await db()
      .insert(siteSettings)
      .values({
        settingKey: "meeting_hours",
        settingValue: { weekdays: [1], start: "07:00", end: "12:00", slotMinutes: 60, noticeHours: 1 },
      });
    expect(await bookMeeting(ana.id, at("2026-11-23T12:00:00Z"), now)).toMatchObject({ ok: true });
    // Staff change to 30-minute meetings: 09:30 is inside Ana's 09:00–10:00 meeting.
    await db()
      .update(siteSettings)
      .set({ settingValue: { weekdays: [1], start: "07:00", end: "12:00", slotMinutes: 30, noticeHours: 1 } });
    expect(await bookMeeting(bruno.id, at("2026-11-23T12:30:00Z"), now)).toEqual({ ok: false, reason: "taken" });
    expect((await freeSlots({ count: 3, now })).map((slot) => slot.toISOString())).toEqual([
      "2026-11-23T11:00:00.000Z",
      "2026-11-23T11:30:00.000Z",
      "2026-11-23T13:00:00.000Z",
    ]);
    expect(await bookMeeting(bruno.id, at("2026-11-23T13:00:00Z"), now)).toMatchObject({ ok: true });
  });

  it("refuses a slot in the past, too soon, off the grid or outside the hours", async () => {
    const ana = await newLead("ana");
    for (const slot of [
      "2026-11-20T13:00:00Z",
      "2026-11-23T09:30:00Z",
      "2026-11-23T13:10:00Z",
      "2026-11-23T21:00:00Z",
      "2026-11-28T13:00:00Z",
    ]) {
      expect(await bookMeeting(ana.id, at(slot), now)).toEqual({ ok: false, reason: "unavailable" });
    }
    expect((await db().select().from(leads))[0]!.meetingAt).toBeNull();
  });

  it("neither offers nor books a slot on a staff day off or a national holiday", async () => {
    const ana = await newLead("ana");
    await db()
      .insert(siteSettings)
      .values({ settingKey: "days_off", settingValue: [{ date: "2026-11-24", label: "Ponte" }] });
    const slots = await freeSlots({ count: 25, now });
    expect(slots.some((slot) => slot.toISOString().startsWith("2026-11-24"))).toBe(false);
    expect(slots.at(-1)!.toISOString()).toMatch(/^2026-11-25/);
    expect(await bookMeeting(ana.id, at("2026-11-24T13:00:00Z"), now)).toEqual({ ok: false, reason: "unavailable" });
    // Christmas, within the booking horizon from 1 December.
    expect(await bookMeeting(ana.id, at("2026-12-25T13:00:00Z"), at("2026-12-01T12:00:00Z"))).toEqual({ ok: false, reason: "unavailable" });
    expect(await bookMeeting(ana.id, at("2026-11-25T13:00:00Z"), now)).toMatchObject({ ok: true });
  });
});
