import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads, type LeadStatus } from "~/db/schema";

/**
 * Cancels a live lead's meeting: its slot is free again and it leaves the badge and the
 * dashboard. A lead that was waiting for it goes back to 'em_contato'; another status stays.
 * With `after`, only a meeting later than that instant is cancelled, so a past one stays on record.
 * True when a meeting was cancelled.
 */
export async function cancelMeeting(id: string, { after }: { after?: Date } = {}) {
  const cancelled = await db()
    .update(leads)
    .set({
      meetingAt: null,
      meetingMinutes: null,
      status: sql<LeadStatus>`case when ${leads.status} = 'reuniao_agendada' then 'em_contato' else ${leads.status} end`,
    })
    .where(and(eq(leads.id, id), eq(leads.deleted, false), after ? gt(leads.meetingAt, after) : isNotNull(leads.meetingAt)))
    .returning({ id: leads.id });
  return cancelled.length > 0;
}
