import { and, eq, gt, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leadEvents, leads, outboxMails, users } from "~/db/schema";
import { defaultMeetingHours } from "~/features/settings";
import { companyContacts } from "./company-contacts.server";
import { enqueueMeetingReminders } from "./meeting-mails.server";

const day = 86_400_000;

/**
 * The confirmed meetings starting within a day that have not been reminded: read from the leads
 * as they are now, so a cancelled meeting has none and a moved one has its new time only; a hold
 * the visitor has not confirmed has none. A meeting booked or confirmed less than a day ahead
 * needs none: its confirmation has just gone.
 */
async function dueMeetings(now: Date) {
  const rows = await db()
    .select({
      leadId: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      at: leads.meetingAt,
      minutes: leads.meetingMinutes,
      ownerEmail: users.email,
      ownerActive: users.active,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(
      and(
        eq(leads.deleted, false),
        isNull(leads.meetingHeldUntil),
        gt(leads.meetingAt, now),
        lte(leads.meetingAt, new Date(now.getTime() + day)),
        notExists(
          db()
            .select({ one: sql`1` })
            .from(leadEvents)
            .where(
              and(
                eq(leadEvents.leadId, leads.id),
                inArray(leadEvents.kind, ["meeting_booked", "meeting_confirmed"]),
                gt(leadEvents.createdAt, sql`${leads.meetingAt} - interval '1 day'`),
              ),
            ),
        ),
      ),
    );
  // Meetings are booked from the site with an e-mail: a lead known only by phone has none to remind.
  const meetings = rows.flatMap(({ email, ...row }) =>
    email
      ? [
          {
            leadId: row.leadId,
            name: row.name,
            email,
            phone: row.phone,
            ownerEmail: row.ownerActive ? row.ownerEmail : null,
            at: row.at!,
            minutes: row.minutes ?? defaultMeetingHours.slotMinutes,
          },
        ]
      : [],
  );
  if (meetings.length === 0) return [];
  const keys = meetings.map((meeting) => `reminder:${meeting.leadId}:${meeting.at.toISOString()}`);
  const written = await db().select({ key: outboxMails.dedupeKey }).from(outboxMails).where(inArray(outboxMails.dedupeKey, keys));
  const done = new Set(written.map((row) => row.key));
  return meetings.filter((_, index) => !done.has(keys[index]!));
}

/** Writes the day-before reminders of the meetings now due one, once each; how many meetings were reminded. */
export async function enqueueDueReminders(now = new Date()) {
  const meetings = await dueMeetings(now);
  if (meetings.length === 0) return 0;
  const company = await companyContacts();
  for (const meeting of meetings) await db().transaction((tx) => enqueueMeetingReminders(tx, meeting, company));
  return meetings.length;
}
