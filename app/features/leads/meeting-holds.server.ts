import crypto from "node:crypto";
import { and, eq, gt, inArray, isNotNull, lte } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { leadEvents, leads } from "~/db/schema";
import { meetingMails } from "~/features/reminders/index.server";
import { logger } from "~/lib/logger.server";
import { startPeriodicJob } from "~/lib/periodic-job.server";

/** What a lead without a meeting stores: a cancelled or expired meeting leaves neither its hold nor its link. */
export const noMeeting = { meetingAt: null, meetingMinutes: null, meetingHeldUntil: null, meetingTokenHash: null };

/** Only this hash of a confirmation link is stored: whoever reads the database cannot confirm. */
export const meetingTokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** The live hold a link confirms, while it is not past its end. */
const openHold = (token: string, now: Date) =>
  and(eq(leads.meetingTokenHash, meetingTokenHash(token)), eq(leads.deleted, false), gt(leads.meetingHeldUntil, now));

export type MeetingHold = { open: true; at: Date; minutes: number; heldUntil: Date } | { open: false };

/**
 * What a confirmation link opens: the held meeting while it waits, else nothing (used, expired,
 * cancelled or never made look the same). Reading it changes nothing: mail scanners open links.
 */
export async function meetingHoldByLink(token: string, now = new Date()): Promise<MeetingHold> {
  const [row] = await db()
    .select({ at: leads.meetingAt, minutes: leads.meetingMinutes, heldUntil: leads.meetingHeldUntil })
    .from(leads)
    .where(openHold(token, now));
  if (!row?.at || !row.heldUntil) return { open: false };
  return { open: true, at: row.at, minutes: row.minutes ?? 0, heldUntil: row.heldUntil };
}

export type HoldConfirmation = { ok: true; at: Date; minutes: number } | { ok: false };

/**
 * The visitor confirms a hold from the e-mail's link: the meeting stands, the link is spent in the
 * same update (a second use, even at the same moment, finds nothing), the timeline records it,
 * and the invitation goes to the visitor and staff's copy to the owner (or sales).
 */
export async function confirmMeetingHold(token: string, now = new Date()): Promise<HoldConfirmation> {
  const mails = await meetingMails();
  return db().transaction(async (tx): Promise<HoldConfirmation> => {
    const [confirmed] = await tx
      .update(leads)
      .set({ meetingHeldUntil: null, meetingTokenHash: null })
      .where(openHold(token, now))
      .returning({ leadId: leads.id, at: leads.meetingAt, minutes: leads.meetingMinutes });
    if (!confirmed?.at || confirmed.minutes === null) return { ok: false };
    const meeting = { leadId: confirmed.leadId, at: confirmed.at, minutes: confirmed.minutes };
    await tx.insert(leadEvents).values({ leadId: meeting.leadId, kind: "meeting_confirmed", data: { at: meeting.at.toISOString() } });
    await mails.confirm(tx, meeting, now);
    return { ok: true, at: meeting.at, minutes: meeting.minutes };
  });
}

/**
 * Releases the holds past their end: their slots are free, their links dead, and each lead's
 * timeline says so. Rows are locked first, so two sweeps at once release each hold once.
 * How many were released.
 */
export async function releaseExpiredHolds(tx: Transaction, now: Date) {
  const expired = await tx
    .select({ id: leads.id, at: leads.meetingAt })
    .from(leads)
    .where(and(isNotNull(leads.meetingHeldUntil), lte(leads.meetingHeldUntil, now)))
    .for("update");
  if (expired.length === 0) return 0;
  await tx
    .update(leads)
    .set(noMeeting)
    .where(
      inArray(
        leads.id,
        expired.map((hold) => hold.id),
      ),
    );
  await tx
    .insert(leadEvents)
    .values(expired.map((hold) => ({ leadId: hold.id, kind: "meeting_expired" as const, data: { at: hold.at?.toISOString() ?? null } })));
  return expired.length;
}

export const sweepExpiredHolds = (now = new Date()) => db().transaction((tx) => releaseExpiredHolds(tx, now));

/**
 * Clears expired holds now and then every `intervalSeconds`, on every instance (row locks make
 * each release happen once). Until a sweep runs, the free slots and the overlap check already
 * ignore an expired hold.
 */
export function startHoldSweep(intervalSeconds: number) {
  return startPeriodicJob("release the meeting holds nobody confirmed", intervalSeconds * 1000, async () => {
    const released = await sweepExpiredHolds();
    if (released > 0) logger.info({ released }, "meeting holds released");
  });
}
