import crypto from "node:crypto";
import { and, asc, count, eq, gt, gte, isNotNull, isNull, lte, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { config } from "~/config/env.server";
import { db, type Database, type Transaction } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { leadEvents, leads } from "~/db/schema";
import { meetingMails } from "~/features/reminders/index.server";
import { getSetting, getStaffDaysOff } from "~/features/settings/index.server";
import { defaultMeetingHours, meetingHoursKey, readMeetingHours } from "~/features/settings";
import { leadCardColumns } from "./lead-columns.server";
import { meetingHoldEnd } from "./meeting-hold";
import { meetingTokenHash, releaseExpiredHolds } from "./meeting-holds.server";
import { horizonDays, isBookableSlot, nextFreeSlots, overlapsBooked } from "./slots";

// Any fixed number: every booking takes this lock, so overlap checks and writes never interleave.
const bookingLock = 7_204_611;

const meetingsLimit = 50;

/** A confirmed meeting, or a hold not yet past its end: an expired hold is no meeting even before the sweep clears it. */
const notExpired = (now: Date) => or(isNull(leads.meetingHeldUntil), gt(leads.meetingHeldUntil, now));

const upcoming = (now: Date) => and(eq(leads.deleted, false), isNotNull(leads.meetingAt), gt(leads.meetingAt, now), notExpired(now));

/** Meetings still to happen, of leads not deleted. */
export async function countUpcomingMeetings(now = new Date()) {
  const [row] = await db().select({ total: count() }).from(leads).where(upcoming(now));
  return row?.total ?? 0;
}

/** The next meetings, soonest first, at most 50. */
export function listUpcomingMeetings(now = new Date()) {
  return db().select(leadCardColumns).from(leads).where(upcoming(now)).orderBy(asc(leads.meetingAt)).limit(meetingsLimit);
}

export async function getMeetingHours() {
  return readMeetingHours(await getSetting(meetingHoursKey));
}

/** Live meetings that may overlap the next slots (the longest meeting is a day at most), expired holds aside. */
async function bookedIntervals(database: Pick<Database, "select">, from: Date, now: Date, except?: string) {
  const rows = await database
    .select({ at: leads.meetingAt, minutes: leads.meetingMinutes })
    .from(leads)
    .where(
      and(
        eq(leads.deleted, false),
        gte(leads.meetingAt, new Date(from.getTime() - 86_400_000)),
        lte(leads.meetingAt, new Date(from.getTime() + (horizonDays + 1) * 86_400_000)),
        notExpired(now),
        except ? ne(leads.id, except) : undefined,
      ),
    );
  return rows.map((row) => ({
    start: row.at!.getTime(),
    end: row.at!.getTime() + (row.minutes ?? defaultMeetingHours.slotMinutes) * 60_000,
  }));
}

/**
 * An e-mail's mailbox as a receptionist reads it: case, accents and a `+tag` after the name
 * (`ana+1@x` is `ana@x`) do not make another person. Leads match e-mails the same way, tag apart.
 */
const mailbox = (email: SQL | AnyColumn) => sql`regexp_replace(immutable_unaccent(lower(${email})), '[+][^@]*@', '@')`;

/** Whether a live lead of this lead's mailbox, this one included, has a meeting still to come. */
async function mailboxHasMeeting(tx: Transaction, leadId: string, now: Date) {
  const rows = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(upcoming(now), sql`${mailbox(leads.email)} = (select ${mailbox(sql`own.email`)} from ${leads} own where own.id = ${leadId})`),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The next free slots, after `after` when given (the visitor asked for other times), before
 * `before` when given (the visitor named a day or a part of one).
 */
export async function freeSlots({
  count: wanted,
  after,
  before,
  now = new Date(),
}: {
  count: number;
  after?: Date;
  before?: Date;
  now?: Date;
}) {
  const [hours, daysOff] = await Promise.all([getMeetingHours(), getStaffDaysOff()]);
  return nextFreeSlots(hours, { now, count: wanted, after, before, taken: await bookedIntervals(db(), now, now), daysOff });
}

export type BookingResult =
  { ok: true; at: Date; heldUntil: Date } | { ok: false; reason: "taken" | "unavailable" | "no_lead" | "has_meeting" };

const confirmationLink = (token: string) => `${config().publicUrl}/reuniao/${token}`;

/**
 * Holds a slot for a lead until the visitor confirms it from the e-mail (decision 194).
 * Bookings take turns (a transaction-scoped advisory lock), so two visitors can never hold
 * overlapping meetings, even after the meeting hours change; the unique index on live meeting
 * times stands behind that, and holds past their end are released first so their slots are
 * free. A slot in the past or off the grid of the meeting hours, or on a day off, is refused,
 * and so is a second meeting still to come for one mailbox, a live hold included (`has_meeting`,
 * told by e-mail to that mailbox). The visitor's e-mail with the link to confirm is written to
 * the outbox with it; the invitation and staff's copy wait for the confirmation.
 */
export async function bookMeeting(leadId: string, at: Date, now = new Date()): Promise<BookingResult> {
  const [hours, daysOff, mails] = await Promise.all([getMeetingHours(), getStaffDaysOff(), meetingMails()]);
  if (!isBookableSlot(hours, at, now, daysOff)) return { ok: false, reason: "unavailable" };
  try {
    return await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${bookingLock})`);
      await releaseExpiredHolds(tx, now);
      if (await mailboxHasMeeting(tx, leadId, now)) {
        await mails.alreadyBooked(tx, { leadId, at });
        return { ok: false, reason: "has_meeting" } as const;
      }
      if (overlapsBooked(at.getTime(), hours.slotMinutes, await bookedIntervals(tx, at, now, leadId)))
        return { ok: false, reason: "taken" } as const;
      const token = crypto.randomBytes(32).toString("base64url");
      const heldUntil = meetingHoldEnd(at, now);
      const booked = await tx
        .update(leads)
        .set({
          meetingAt: at,
          meetingMinutes: hours.slotMinutes,
          meetingHeldUntil: heldUntil,
          meetingTokenHash: meetingTokenHash(token),
          lastTouchAt: new Date(),
        })
        .where(and(eq(leads.id, leadId), eq(leads.deleted, false)))
        .returning({ id: leads.id });
      if (!booked.length) return { ok: false, reason: "no_lead" } as const;
      await tx
        .insert(leadEvents)
        .values({ leadId, kind: "meeting_booked", data: { at: at.toISOString(), heldUntil: heldUntil.toISOString() } });
      await mails.hold(tx, { leadId, at, minutes: hours.slotMinutes, heldUntil }, confirmationLink(token));
      return { ok: true, at, heldUntil } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}
