import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { agentMessages, chatSessions, leads } from "~/db/schema";
import type { LeadContact } from "./contact-rules";
import { attachLead, type TouchOrigin } from "./lead-match.server";
import { recordActivity } from "~/features/activity/index.server";
import { notifyNewLead } from "./notify.server";
import { notifyOwnerOfTouch } from "./touch-alerts.server";

/**
 * Creates the lead of this e-mail or finds the live one (lead-match), for the assistant, with the
 * origin of its visit. Sales hear of a new person once; a known person's new touch reaches the
 * owner only when they asked for it.
 */
export function upsertLead(contact: LeadContact, origin?: TouchOrigin | null) {
  return db().transaction(async (tx) => {
    const lead = await attachLead(tx, contact, origin);
    if (lead.created) await notifyNewLead(tx, lead);
    else await notifyOwnerOfTouch(tx, lead);
    return lead;
  });
}

/** Ties a visitor's conversation to the lead it turned out to be: past messages and the ones to come. */
export async function linkSessionToLead(sessionId: string, leadId: string) {
  await db().transaction(async (tx) => {
    await tx
      .update(agentMessages)
      .set({ leadId })
      .where(and(eq(agentMessages.sessionId, sessionId), isNull(agentMessages.leadId)));
    await tx
      .insert(chatSessions)
      .values({ sessionId, leadId })
      .onConflictDoUpdate({ target: chatSessions.sessionId, set: { leadId, updatedAt: new Date() } });
  });
}

/** Marks a lead deleted, a soft delete (docs/product/leads.md): it leaves every list and frees its meeting slot. */
export async function softDeleteLead(id: string) {
  return db().transaction(async (tx) => {
    const [removed] = await tx
      .update(leads)
      .set({ deleted: true })
      .where(and(eq(leads.id, id), eq(leads.deleted, false)))
      .returning({ id: leads.id, name: leads.name });
    if (removed) await recordActivity(tx, { entity: "lead", entityId: id, action: "deleted", label: removed.name });
    return removed ?? null;
  });
}

export function findLiveLead(id: string) {
  return db()
    .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, meetingAt: leads.meetingAt })
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.deleted, false)))
    .then((rows) => rows[0] ?? null);
}
