import { and, eq, inArray, isNull } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { contactRequests, leadEvents, leads, users, type LeadStatus } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import { getLostReasons } from "~/features/settings/index.server";
import { currentActor } from "~/lib/request-scope.server";
import { noMeeting } from "./meeting-holds.server";
import { notifyNewOwner } from "./notify.server";
import { pipelineMessages } from "./pipeline";

/** A change's outcome: done (or nothing to change), or refused with the field and message staff read. */
export type PipelineResult =
  /** `message`: what staff read when the form's own answer would not say it (the lead's name, a meeting given up). */
  | { ok: true; changed: boolean; meetingCancelled?: boolean; mergedInto?: string; message?: string }
  | { ok: false; status: 400 | 404; field?: string; message: string };

const notFound: PipelineResult = { ok: false, status: 404, message: pipelineMessages.leadNotFound };

/** The roles that work leads: only they may be a lead's owner. */
const salesRoles = ["administrador", "comercial"];

/** The live lead, locked until the change commits, so two changes at once follow each other. */
export async function lockLead(tx: Transaction, id: string) {
  const [lead] = await tx
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      status: leads.status,
      lostReason: leads.lostReason,
      lostDetail: leads.lostDetail,
      ownerId: leads.ownerId,
      valueCents: leads.valueCents,
      meetingAt: leads.meetingAt,
    })
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.deleted, false)))
    .for("update");
  return lead;
}

/** Why a lead was lost: one of the reasons in the settings, and what staff added in their words. */
type LostWhy = { reason: string; detail: string | null };

/**
 * Moves a lead to a status, with the timeline's event and the activity log's row in the same
 * transaction. 'Perdido' needs a reason from the settings' list (or the one the lead already
 * has, kept when only the detail changes), and a lost lead gives up its meeting still to come;
 * any other status clears the reason. The same status, reason and detail change nothing.
 */
export async function changeLeadStatus(
  id: string,
  { status, lostReason = "", lostDetail = "" }: { status: LeadStatus; lostReason?: string; lostDetail?: string },
  now = new Date(),
): Promise<PipelineResult> {
  const reason = lostReason.trim();
  if (status === "perdido" && !reason) return { ok: false, status: 400, field: "lostReason", message: pipelineMessages.lostReason };
  return db().transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) return notFound;
    const lost = status === "perdido" ? { reason, detail: lostDetail.trim() || null } : null;
    if (lost && lost.reason !== lead.lostReason && !(await getLostReasons(tx)).includes(lost.reason)) {
      return { ok: false, status: 400, field: "lostReason", message: pipelineMessages.lostReasonUnknown };
    }
    if (lead.status === status && lead.lostReason === (lost?.reason ?? null) && lead.lostDetail === (lost?.detail ?? null)) {
      return { ok: true, changed: false };
    }
    return { ok: true, changed: true, ...(await writeStatus(tx, lead, status, lost, now)) };
  });
}

/** The status change itself, for a change staff asked for or one a reply causes. */
async function writeStatus(
  tx: Transaction,
  lead: { id: string; name: string; status: LeadStatus; meetingAt: Date | null },
  status: LeadStatus,
  lost: LostWhy | null,
  now: Date,
) {
  const meetingCancelled = status === "perdido" && lead.meetingAt !== null && lead.meetingAt > now;
  await tx
    .update(leads)
    .set({ status, lostReason: lost?.reason ?? null, lostDetail: lost?.detail ?? null, ...(meetingCancelled ? noMeeting : {}) })
    .where(eq(leads.id, lead.id));
  const authorId = currentActor()?.id ?? null;
  await tx.insert(leadEvents).values({
    leadId: lead.id,
    kind: "status",
    authorId,
    // The timeline reads the reason and its detail as one line; the lead keeps them apart for the reports.
    body: lost ? [lost.reason, lost.detail].filter(Boolean).join(" — ") : null,
    data: { from: lead.status, to: status, ...(lost ? { reason: lost.reason, detail: lost.detail } : {}) },
  });
  if (meetingCancelled) {
    await tx
      .insert(leadEvents)
      .values({ leadId: lead.id, kind: "meeting_cancelled", authorId, data: { at: lead.meetingAt!.toISOString() } });
  }
  await recordActivity(tx, { entity: "lead", entityId: lead.id, action: "status-changed", label: lead.name, fields: ["status"] });
  if (status !== "novo") await markLeadMessagesRead(tx, lead.id, now);
  return { meetingCancelled };
}

/** A lead staff answered or moved on: its messages are no longer new in the inbox. */
export async function markLeadMessagesRead(tx: Transaction, leadId: string, now = new Date()) {
  await tx
    .update(contactRequests)
    .set({ readAt: now })
    .where(and(eq(contactRequests.leadId, leadId), isNull(contactRequests.readAt)));
}

/** A 'Novo' lead staff answered is 'Em atendimento'; any other status stays. */
export async function startAttending(tx: Transaction, lead: { id: string; name: string; status: LeadStatus; meetingAt: Date | null }) {
  if (lead.status === "novo") await writeStatus(tx, lead, "em_atendimento", null, new Date());
}

/** The staff members who may own a lead: active, in a role that works leads; by name. */
export function listLeadOwners() {
  return db()
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, salesRoles)))
    .orderBy(users.name);
}

/** An active staff member in a role that works leads, or undefined. */
export async function salesMember(tx: Transaction, id: string) {
  const [member] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true), inArray(users.role, salesRoles)));
  return member;
}

/**
 * Gives the lead to a staff member (or to nobody, with null), who must be active and work leads.
 * Someone given a lead by another is told by e-mail, through the outbox in the same transaction.
 */
export async function assignLeadOwner(id: string, ownerId: string | null): Promise<PipelineResult> {
  return db().transaction(async (tx) => {
    const owner = ownerId ? await salesMember(tx, ownerId) : undefined;
    if (ownerId && !owner) return { ok: false, status: 400, field: "ownerId", message: pipelineMessages.owner };
    const lead = await lockLead(tx, id);
    if (!lead) return notFound;
    if (lead.ownerId === (owner?.id ?? null)) return { ok: true, changed: false };
    await tx
      .update(leads)
      .set({ ownerId: owner?.id ?? null })
      .where(eq(leads.id, id));
    const actor = currentActor();
    await tx.insert(leadEvents).values({
      leadId: id,
      kind: "owner",
      authorId: actor?.id ?? null,
      data: { from: lead.ownerId, to: owner?.id ?? null, toName: owner?.name ?? null },
    });
    await recordActivity(tx, { entity: "lead", entityId: id, action: "updated", label: lead.name, fields: ["owner"] });
    if (owner && owner.id !== actor?.id) await notifyNewOwner(tx, owner, lead, actor?.name ?? null);
    return { ok: true, changed: true };
  });
}

/** What the deal is worth in centavos (checked by the form's schema), or none. */
export async function setLeadValue(id: string, valueCents: number | null): Promise<PipelineResult> {
  return db().transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) return notFound;
    if (lead.valueCents === valueCents) return { ok: true, changed: false };
    await tx.update(leads).set({ valueCents }).where(eq(leads.id, id));
    await recordActivity(tx, { entity: "lead", entityId: id, action: "updated", label: lead.name, fields: ["value"] });
    return { ok: true, changed: true };
  });
}

/** A staff member's note on the lead's timeline (text checked by the form's schema). */
export async function addLeadNote(id: string, body: string): Promise<PipelineResult> {
  return db().transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) return notFound;
    await tx.insert(leadEvents).values({ leadId: id, kind: "note", authorId: currentActor()?.id ?? null, body });
    await recordActivity(tx, { entity: "lead", entityId: id, action: "updated", label: lead.name, fields: ["note"] });
    return { ok: true, changed: true };
  });
}

/**
 * A proposal sent or approved, in its transaction: the lead is worth the proposal's total and
 * moves to the status it brings ('Proposta enviada', 'Ganho') through the same status change as
 * staff's, timeline and activity log included. A won lead stays won when another proposal is sent.
 */
export async function settleLeadByProposal(
  tx: Transaction,
  leadId: string,
  { status, valueCents }: { status: "proposta_enviada" | "ganho"; valueCents: number },
  now = new Date(),
) {
  const lead = await lockLead(tx, leadId);
  if (!lead) return false;
  await tx.update(leads).set({ valueCents }).where(eq(leads.id, leadId));
  const keepsWon = status === "proposta_enviada" && lead.status === "ganho";
  if (lead.status !== status && !keepsWon) await writeStatus(tx, lead, status, null, now);
  return true;
}
