import { and, asc, count, eq, gt, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads } from "~/db/schema";

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
