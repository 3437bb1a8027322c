import { and, eq, gt, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leadEvents, leads } from "~/db/schema";
import { currentActor } from "~/lib/request-scope.server";
import { noMeeting } from "./meeting-holds.server";

/**
 * Cancels a live lead's meeting, held or confirmed: its slot is free again, a hold's link is dead, and it leaves the badge and the
 * dashboard; the lead's timeline records it with who cancelled it. With `after`, only a meeting
 * later than that instant is cancelled, so a past one stays on record.
 * True when a meeting was cancelled.
 */
export async function cancelMeeting(id: string, { after }: { after?: Date } = {}) {
  return db().transaction(async (tx) => {
    const [cancelled] = await tx
      .select({ at: leads.meetingAt })
      .from(leads)
      .where(and(eq(leads.id, id), eq(leads.deleted, false), after ? gt(leads.meetingAt, after) : isNotNull(leads.meetingAt)))
      .for("update");
    if (!cancelled?.at) return false;
    await tx.update(leads).set(noMeeting).where(eq(leads.id, id));
    await tx
      .insert(leadEvents)
      .values({ leadId: id, kind: "meeting_cancelled", authorId: currentActor()?.id, data: { at: cancelled.at.toISOString() } });
    return true;
  });
}
