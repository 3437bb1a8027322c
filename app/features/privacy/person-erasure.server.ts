import { eq, inArray, sql } from "drizzle-orm";
import { recordActivity } from "~/features/activity/index.server";
import { belongsToStaff } from "~/features/auth/index.server";
import { db } from "~/db/client.server";
import {
  activityLog,
  agentMessages,
  chatSessions,
  contactRequests,
  leadEvents,
  leadTasks,
  leads,
  outboxMails,
  leadImportRows,
  rateLimits,
  siteConversions,
  visitorAnalytics,
  visits,
} from "~/db/schema";
import { sameEmail } from "./email-mention";
import { findPersonRows } from "./person-rows.server";
import { privacyMessages } from "./privacy-messages";
import type { ActionResult } from "~/lib/action-result";

/**
 * Erases everything stored about the e-mail of this lead, in one transaction, once `typedEmail`
 * is that e-mail: the rows are deleted, and the activity log's rows about them (the staff's
 * changes) are kept without the person's name or a way back to them. The erasure itself is
 * recorded with nothing of the person (decision 174). A staff account's e-mail is refused (decision 177).
 */
export async function erasePersonData(leadId: string, typedEmail: string): Promise<ActionResult> {
  return db().transaction(async (tx) => {
    // Locked: a status change or a second erasure of the lead waits for this one.
    const [lead] = await tx.select({ email: leads.email }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return { ok: false, status: 404, message: privacyMessages.leadNotFound };
    if (!lead.email) return { ok: false, status: 400, message: privacyMessages.noEmail };
    if (!sameEmail(typedEmail, lead.email)) return { ok: false, status: 400, message: privacyMessages.emailDiffers };
    if (await belongsToStaff(tx, lead.email)) return { ok: false, status: 403, message: privacyMessages.staffAccount };
    const rows = (await findPersonRows(tx, leadId))!;

    if (rows.pageViewIds.length) await tx.delete(visitorAnalytics).where(inArray(visitorAnalytics.id, rows.pageViewIds));
    if (rows.visitIds.length) await tx.delete(visits).where(inArray(visits.id, rows.visitIds));
    // Clicks on contact links belong to those visits' sessions.
    if (rows.chatSessionIds.length) await tx.delete(siteConversions).where(inArray(siteConversions.sessionId, rows.chatSessionIds));
    if (rows.agentMessageIds.length) await tx.delete(agentMessages).where(inArray(agentMessages.id, rows.agentMessageIds));
    if (rows.chatSessionIds.length) {
      await tx.delete(chatSessions).where(inArray(chatSessions.sessionId, rows.chatSessionIds));
      // The chat's rate limit is counted per session: its key names the session.
      await tx.delete(rateLimits).where(
        inArray(
          rateLimits.key,
          rows.chatSessionIds.map((id) => `chat_session:${id}`),
        ),
      );
    }
    if (rows.outboxMailIds.length) await tx.delete(outboxMails).where(inArray(outboxMails.id, rows.outboxMailIds));
    if (rows.contactRequestIds.length) await tx.delete(contactRequests).where(inArray(contactRequests.id, rows.contactRequestIds));
    if (rows.leadEventIds.length) await tx.delete(leadEvents).where(inArray(leadEvents.id, rows.leadEventIds));
    if (rows.leadTaskIds.length) await tx.delete(leadTasks).where(inArray(leadTasks.id, rows.leadTaskIds));
    if (rows.leadIds.length) {
      // An imported row's key is a hash of what it said about the person.
      await tx.delete(leadImportRows).where(inArray(leadImportRows.leadId, rows.leadIds));
      await tx.delete(leads).where(inArray(leads.id, rows.leadIds));
    }
    if (rows.activityIds.length) {
      await tx
        .update(activityLog)
        // A row that named no one (an export's) keeps its empty label.
        .set({ entityId: "", label: sql`case when ${activityLog.label} = '' then '' else ${privacyMessages.erasedLabel} end` })
        .where(inArray(activityLog.id, rows.activityIds));
    }
    await recordActivity(tx, { entity: "personal-data", entityId: "", action: "erased" });
    return { ok: true };
  });
}
