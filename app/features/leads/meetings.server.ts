import { and, asc, count, eq, gt, gte, isNotNull, lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { leads } from "~/db/schema";
import { getSetting } from "~/features/settings/queries.server";
import { meetingHoursKey, readMeetingHours } from "./meeting-hours";
import { horizonDays, isBookableSlot, nextFreeSlots } from "./slots";

const meetingsLimit = 50;

const upcoming = (now: Date) => and(eq(leads.deleted, false), isNotNull(leads.meetingAt), gt(leads.meetingAt, now));

/** Meetings still to happen, of leads not deleted. */
export async function countUpcomingMeetings(now = new Date()) {
  const [row] = await db().select({ total: count() }).from(leads).where(upcoming(now));
  return row?.total ?? 0;
}

/** The next meetings, soonest first, at most 50 (admin spec, section 7). */
export function listUpcomingMeetings(now = new Date()) {
  return db()
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      meetingAt: leads.meetingAt,
      status: leads.status,
    })
    .from(leads)
    .where(upcoming(now))
    .orderBy(asc(leads.meetingAt))
    .limit(meetingsLimit);
}

export async function getMeetingHours() {
  return readMeetingHours(await getSetting(meetingHoursKey));
}

/** The next free slots, after `after` when given (the visitor asked for other times). */
export async function freeSlots({ count: wanted, after, now = new Date() }: { count: number; after?: Date; now?: Date }) {
  const hours = await getMeetingHours();
  const booked = await db()
    .select({ at: leads.meetingAt })
    .from(leads)
    .where(and(eq(leads.deleted, false), gte(leads.meetingAt, now), lte(leads.meetingAt, new Date(now.getTime() + (horizonDays + 1) * 86_400_000))));
  const taken = new Set(booked.map((row) => row.at!.getTime()));
  return nextFreeSlots(hours, { now, count: wanted, after, taken });
}

export type BookingResult = { ok: true; at: Date } | { ok: false; reason: "taken" | "unavailable" | "no_lead" };

/**
 * Books a slot for a lead. The unique index on live meeting times decides a race, so a slot
 * is never booked twice; a slot in the past or outside the meeting hours is refused.
 */
export async function bookMeeting(leadId: string, at: Date, now = new Date()): Promise<BookingResult> {
  if (!isBookableSlot(await getMeetingHours(), at, now)) return { ok: false, reason: "unavailable" };
  try {
    const booked = await db()
      .update(leads)
      .set({ meetingAt: at, status: "reuniao_agendada" })
      .where(and(eq(leads.id, leadId), eq(leads.deleted, false)))
      .returning({ id: leads.id });
    return booked.length ? { ok: true, at } : { ok: false, reason: "no_lead" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}
