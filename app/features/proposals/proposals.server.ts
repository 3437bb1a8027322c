import { and, asc, desc, eq } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { leads, proposalLines, proposals } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import { existingCatalogueIds } from "~/features/catalogue/index.server";
import { getProposalSettings } from "~/features/settings/index.server";
import { currentActor } from "~/lib/request-scope.server";
import type { ActionResult } from "~/lib/action-result";
import { nextProposalNumber } from "./numbering.server";
import { proposalMessages, type ProposalForm } from "./schema";
import { proposalTotals } from "./totals";

/**
 * A new draft on a live lead, numbered at once so staff can name it; it holds the validity
 * of the settings and no line yet.
 */
export async function createProposal(leadId: string, now = new Date()): Promise<ActionResult<{ id: string }>> {
  const { validityDays } = await getProposalSettings();
  return db().transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, name: leads.name })
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.deleted, false)));
    if (!lead) return { ok: false, status: 404, message: "Lead não encontrado ou já excluído." };
    const number = await nextProposalNumber(tx, now);
    const [created] = await tx
      .insert(proposals)
      .values({ leadId, number, validityDays, authorId: currentActor()?.id ?? null, createdAt: now, updatedAt: now })
      .returning({ id: proposals.id });
    await recordActivity(tx, { entity: "lead", entityId: leadId, action: "updated", label: lead.name, fields: ["proposal"] });
    return { ok: true, id: created!.id };
  });
}

/** The lines and totals of a form as stored: totals computed here, whatever the browser showed. */
async function storedLines(tx: Transaction, proposalId: string, form: ProposalForm) {
  const priced = form.lines.map((line) => ({
    quantityThousandths: line.quantity,
    unitPriceCents: line.unitPrice,
    discountBasisPoints: line.discount,
  }));
  const totals = proposalTotals(priced, { freightType: form.freightType, freightCents: form.freight });
  const linked = await existingCatalogueIds(form.lines.map((line) => line.pageId).filter(Boolean), tx);
  await tx.delete(proposalLines).where(eq(proposalLines.proposalId, proposalId));
  await tx.insert(proposalLines).values(
    form.lines.map((line, position) => ({
      proposalId,
      position,
      pageId: linked.has(line.pageId) ? line.pageId : null,
      description: line.description,
      quantityThousandths: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPrice,
      discountBasisPoints: line.discount,
      totalCents: totals.lineTotals[position]!,
    })),
  );
  return totals;
}

/** Saves a draft's lines and conditions; a sent version is never changed (its next version is). */
export async function saveDraft(id: string, form: ProposalForm, now = new Date()): Promise<ActionResult> {
  return db().transaction(async (tx): Promise<ActionResult> => {
    const [draft] = await tx.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, id)).for("update");
    if (!draft) return { ok: false, status: 404, message: proposalMessages.notFound };
    if (draft.status !== "rascunho") return { ok: false, status: 409, message: proposalMessages.notDraft };
    const totals = await storedLines(tx, id, form);
    await tx
      .update(proposals)
      .set({
        freightType: form.freightType,
        freightCents: totals.freightCents,
        paymentTerms: form.paymentTerms,
        deliveryTime: form.deliveryTime,
        validityDays: form.validityDays,
        notes: form.notes,
        subtotalCents: totals.subtotalCents,
        totalCents: totals.totalCents,
        updatedAt: now,
      })
      .where(eq(proposals.id, id));
    return { ok: true };
  });
}

/**
 * Editing a sent proposal: the next version, a draft copied from the newest one, under the same
 * number. While that draft exists it is the one edited, however often staff ask.
 */
export async function startNewVersion(id: string, now = new Date()): Promise<ActionResult<{ id: string }>> {
  return db().transaction(async (tx): Promise<ActionResult<{ id: string }>> => {
    const [source] = await tx.select({ number: proposals.number }).from(proposals).where(eq(proposals.id, id));
    if (!source) return { ok: false, status: 404, message: proposalMessages.notFound };
    // Every version of the number is locked, so two clicks at once make one draft.
    const versions = await tx
      .select({ id: proposals.id, version: proposals.version, status: proposals.status })
      .from(proposals)
      .where(eq(proposals.number, source.number))
      .orderBy(desc(proposals.version))
      .for("update");
    const newest = versions[0]!;
    if (newest.status === "rascunho") return { ok: true, id: newest.id };
    const [copy] = await tx.select().from(proposals).where(eq(proposals.id, newest.id));
    const [created] = await tx
      .insert(proposals)
      .values({
        leadId: copy!.leadId,
        number: copy!.number,
        version: newest.version + 1,
        authorId: currentActor()?.id ?? copy!.authorId,
        freightType: copy!.freightType,
        freightCents: copy!.freightCents,
        paymentTerms: copy!.paymentTerms,
        deliveryTime: copy!.deliveryTime,
        validityDays: copy!.validityDays,
        notes: copy!.notes,
        subtotalCents: copy!.subtotalCents,
        totalCents: copy!.totalCents,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: proposals.id });
    const lines = await tx.select().from(proposalLines).where(eq(proposalLines.proposalId, newest.id)).orderBy(asc(proposalLines.position));
    if (lines.length > 0) {
      await tx.insert(proposalLines).values(lines.map(({ id: _id, ...line }) => ({ ...line, proposalId: created!.id })));
    }
    return { ok: true, id: created!.id };
  });
}

/** Every version of a proposal's number, newest first, for the screen's list of versions. */
export function proposalVersions(number: string) {
  return db()
    .select({
      id: proposals.id,
      version: proposals.version,
      status: proposals.status,
      sentAt: proposals.sentAt,
      totalCents: proposals.totalCents,
    })
    .from(proposals)
    .where(eq(proposals.number, number))
    .orderBy(desc(proposals.version));
}

/** The lead's proposals for its page: the newest version of each number, newest number first. */
export async function leadProposals(leadId: string) {
  const rows = await db()
    .select({
      id: proposals.id,
      number: proposals.number,
      version: proposals.version,
      status: proposals.status,
      totalCents: proposals.totalCents,
      sentAt: proposals.sentAt,
      createdAt: proposals.createdAt,
    })
    .from(proposals)
    .where(eq(proposals.leadId, leadId))
    .orderBy(desc(proposals.createdAt), desc(proposals.version));
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = newest.get(row.number);
    if (!seen || seen.version < row.version) newest.set(row.number, row);
  }
  return [...newest.values()]
    .sort((a, b) => b.number.localeCompare(a.number))
    .map((row) => ({ ...row, sentAt: row.sentAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() }));
}
