import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { leadEvents, leads, outboxMails } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { enqueueDueReminders } from "~/features/reminders/due-reminders.server";
import { startWithTheSampleCompany } from "~/features/reminders/test-support.server";
import { cancelMeeting } from "./meeting-admin.server";
import { confirmHoldPage, holdPage } from "./meeting-hold-page.server";
import { confirmMeetingHold, meetingHoldByLink, meetingTokenHash, sweepExpiredHolds } from "./meeting-holds.server";
import { bookMeeting, countUpcomingMeetings, freeSlots, listUpcomingMeetings } from "./meetings.server";

// Monday 23/11/2026, 06:00 in São Paulo; the slot is Tuesday 24/11 at 10:00 there.
const now = new Date("2026-11-23T09:00:00Z");
const slot = new Date("2026-11-24T13:00:00Z");
const holdEnd = new Date("2026-11-23T11:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const minute = 60_000;

const newLead = async (name: string, extra: Partial<typeof leads.$inferInsert> = {}) =>
  (
    await db()
      .insert(leads)
      .values({ name, email: `${name.toLowerCase()}@exemplo.com.br`, ...extra })
      .returning()
  )[0]!;

/** The link's token, read from the outbox before the mail is sent (then it is gone). */
async function linkOf(leadId: string) {
  const [mail] = await db()
    .select({ link: outboxMails.secretLink })
    .from(outboxMails)
    .where(eq(outboxMails.leadId, leadId))
    .orderBy(asc(outboxMails.createdAt));
  return mail!.link!.split("/reuniao/")[1]!;
}

const storedLead = async (id: string) => (await db().select().from(leads).where(eq(leads.id, id)))[0]!;
const eventsOf = async (id: string) =>
  (await db().select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.createdAt))).map((event) => [
    event.kind,
    event.data.at,
  ]);
const mailKinds = async (id: string) =>
  (await db().select({ kind: outboxMails.kind }).from(outboxMails).where(eq(outboxMails.leadId, id))).map((mail) => mail.kind).sort();

describe.each(testDrivers)("a meeting held until the visitor confirms it, on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await startWithTheSampleCompany();
  });

  it("holds the slot for two hours, or until half an hour before a meeting sooner than that", async () => {
    const [ana, bruno] = [await newLead("Ana"), await newLead("Bruno")];
    expect(await bookMeeting(ana.id, slot, now)).toEqual({ ok: true, at: slot, heldUntil: holdEnd });
    // Asked at 07:30 in São Paulo, 09:30 is the first slot after the two business hours' notice: the visitor has until 09:00.
    const soon = new Date("2026-11-23T12:30:00Z");
    const soonHeld = new Date("2026-11-23T12:00:00Z");
    expect(await bookMeeting(bruno.id, soon, new Date("2026-11-23T10:30:00Z"))).toEqual({ ok: true, at: soon, heldUntil: soonHeld });
    expect(await storedLead(ana.id)).toMatchObject({ meetingAt: slot, meetingHeldUntil: holdEnd });
    expect(await listUpcomingMeetings(now)).toEqual([
      expect.objectContaining({ id: bruno.id, meetingHeldUntil: soonHeld }),
      expect.objectContaining({ id: ana.id, meetingHeldUntil: holdEnd }),
    ]);
  });

  it("keeps only the link's hash: the database never holds a token that confirms", async () => {
    const ana = await newLead("Ana");
    await bookMeeting(ana.id, slot, now);
    const token = await linkOf(ana.id);
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await storedLead(ana.id);
    expect(stored.meetingTokenHash).toBe(meetingTokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(await db().select().from(leadEvents))).not.toContain(token);
    // Whoever reads the hash cannot use it as a link.
    expect(await meetingHoldByLink(stored.meetingTokenHash!, now)).toEqual({ open: false });
    expect(await confirmMeetingHold(stored.meetingTokenHash!, now)).toEqual({ ok: false });
  });

  it("opening the link only shows the slot; the button confirms once, and the link is spent", async () => {
    const ana = await newLead("Ana");
    await bookMeeting(ana.id, slot, now);
    const token = await linkOf(ana.id);
    const opened = { state: "open", at: slot.toISOString(), minutes: 30, heldUntil: holdEnd.toISOString() };
    // A mail scanner opens the link, then the visitor does: nothing changes.
    for (let visit = 0; visit < 3; visit++) expect((await holdPage(token, later(minute))).page).toEqual(opened);
    expect(await storedLead(ana.id)).toMatchObject({ meetingHeldUntil: holdEnd, meetingTokenHash: meetingTokenHash(token) });
    expect(await mailKinds(ana.id)).toEqual(["meeting-hold"]);

    const [first, second] = await Promise.all([confirmHoldPage(token, later(minute)), confirmHoldPage(token, later(minute))]);
    expect([first.page.state, second.page.state].sort()).toEqual(["closed", "confirmed"]);
    expect(await storedLead(ana.id)).toMatchObject({ meetingAt: slot, meetingHeldUntil: null, meetingTokenHash: null });
    expect(await eventsOf(ana.id)).toEqual([
      ["meeting_booked", slot.toISOString()],
      ["meeting_confirmed", slot.toISOString()],
    ]);
    expect(await mailKinds(ana.id)).toEqual(["meeting-confirmation", "meeting-confirmation", "meeting-hold"]);
    expect((await holdPage(token, later(2 * minute))).page).toEqual({ state: "closed" });
    expect(await confirmMeetingHold(token, later(2 * minute))).toEqual({ ok: false });
    // Confirmed, the meeting no longer expires.
    expect(await sweepExpiredHolds(later(3 * 60 * minute))).toBe(0);
    expect(await listUpcomingMeetings(later(3 * 60 * minute))).toEqual([expect.objectContaining({ id: ana.id, meetingHeldUntil: null })]);
  });

  it("an expired hold frees its slot at once, for anyone, even before the sweep clears it", async () => {
    const [ana, bruno] = [await newLead("Ana"), await newLead("Bruno")];
    await bookMeeting(ana.id, slot, now);
    const token = await linkOf(ana.id);
    const after = new Date(holdEnd.getTime() + 1);
    const offered = async (at: Date) => (await freeSlots({ count: 100, now: at })).some((free) => free.getTime() === slot.getTime());
    expect(await offered(now)).toBe(false);
    expect(await offered(after)).toBe(true);
    expect(await countUpcomingMeetings(after)).toBe(0);
    expect((await holdPage(token, holdEnd)).page).toEqual({ state: "closed" });
    expect(await confirmMeetingHold(token, holdEnd)).toEqual({ ok: false });

    // The unique index on meeting times does not stand in the way: the booking releases the hold first.
    expect(await bookMeeting(bruno.id, slot, after)).toMatchObject({ ok: true, at: slot });
    expect(await storedLead(ana.id)).toMatchObject({
      meetingAt: null,
      meetingMinutes: null,
      meetingHeldUntil: null,
      meetingTokenHash: null,
    });
    expect(await eventsOf(ana.id)).toEqual([
      ["meeting_booked", slot.toISOString()],
      ["meeting_expired", slot.toISOString()],
    ]);
  });

  it("the sweep releases expired holds once each and writes it on each lead's timeline", async () => {
    const [ana, bruno] = [await newLead("Ana"), await newLead("Bruno")];
    await bookMeeting(ana.id, slot, now);
    await bookMeeting(bruno.id, new Date("2026-11-24T14:00:00Z"), later(30 * minute));
    expect(await sweepExpiredHolds(holdEnd)).toBe(1);
    expect(await Promise.all([sweepExpiredHolds(later(151 * minute)), sweepExpiredHolds(later(151 * minute))])).toEqual(
      expect.arrayContaining([0, 1]),
    );
    for (const lead of [ana, bruno]) {
      expect(await storedLead(lead.id)).toMatchObject({ meetingAt: null, meetingHeldUntil: null, meetingTokenHash: null });
      expect((await eventsOf(lead.id)).map(([kind]) => kind)).toEqual(["meeting_booked", "meeting_expired"]);
    }
  });

  it("a live hold is the mailbox's one meeting; an expired one is not", async () => {
    const ana = await newLead("Ana", { email: "ana@exemplo.com.br" });
    const other = await newLead("Outra", { email: "Ana+site@exemplo.com.br" });
    await bookMeeting(ana.id, slot, now);
    const elsewhere = new Date("2026-11-24T16:00:00Z");
    expect(await bookMeeting(other.id, elsewhere, later(minute))).toEqual({ ok: false, reason: "has_meeting" });
    expect(await bookMeeting(other.id, elsewhere, new Date(holdEnd.getTime() + 1))).toMatchObject({ ok: true });
  });

  it("staff cancelling a hold frees the slot and kills its link", async () => {
    const ana = await newLead("Ana");
    await bookMeeting(ana.id, slot, now);
    const token = await linkOf(ana.id);
    expect(await cancelMeeting(ana.id)).toBe(true);
    expect(await storedLead(ana.id)).toMatchObject({ meetingAt: null, meetingHeldUntil: null, meetingTokenHash: null });
    expect(await confirmMeetingHold(token, later(minute))).toEqual({ ok: false });
  });

  it("reminds of confirmed meetings only: a meeting staff set stands at once, a hold waits for the visitor", async () => {
    // Booked 25 hours ahead: the day-before reminder comes due while the visitor has not confirmed yet.
    const booking = new Date(slot.getTime() - 25 * 60 * minute);
    const [ana, carla] = [
      await newLead("Ana"),
      await newLead("Carla", { meetingAt: new Date("2026-11-24T16:00:00Z"), meetingMinutes: 30 }),
    ];
    await bookMeeting(ana.id, slot, booking);
    const token = await linkOf(ana.id);
    const reminded = async () =>
      (await db().select({ to: outboxMails.to }).from(outboxMails).where(eq(outboxMails.kind, "meeting-reminder"))).map((mail) => mail.to);

    expect(await enqueueDueReminders(new Date(booking.getTime() + 61 * minute))).toBe(0);
    expect(await listUpcomingMeetings(booking)).toEqual([
      expect.objectContaining({ id: ana.id, meetingHeldUntil: expect.any(Date) }),
      expect.objectContaining({ id: carla.id, meetingHeldUntil: null }),
    ]);
    expect(await confirmMeetingHold(token, new Date(booking.getTime() + 90 * minute))).toMatchObject({ ok: true });
    // Confirmed less than a day ahead: its confirmation has just gone, no reminder follows it.
    expect(await enqueueDueReminders(new Date(booking.getTime() + 91 * minute))).toBe(0);
    expect(await reminded()).toEqual([]);
    expect(await enqueueDueReminders(new Date("2026-11-23T16:30:00Z"))).toBe(1);
    expect(await reminded()).toEqual(["carla@exemplo.com.br", "vendas@magnasul.exemplo.com.br"]);
  });
});
