import { asc, eq } from "drizzle-orm";
import { db, type Database, type Transaction } from "~/db/client.server";
import { leads, proposalLines, proposals } from "~/db/schema";
import type { ProposalView } from "./proposal-view";

const iso = (date: Date | null) => date?.toISOString() ?? null;

type ProposalRow = typeof proposals.$inferSelect;

/** A stored version with its lines and its lead's data, as every reader takes it. */
export async function loadProposal(id: string, database: Database | Transaction = db()): Promise<ProposalView | null> {
  const [row] = await database
    .select({ proposal: proposals, customer: { name: leads.name, email: leads.email, phone: leads.phone, company: leads.company } })
    .from(proposals)
    .innerJoin(leads, eq(leads.id, proposals.leadId))
    .where(eq(proposals.id, id));
  if (!row) return null;
  const lines = await database
    .select({
      pageId: proposalLines.pageId,
      description: proposalLines.description,
      quantityThousandths: proposalLines.quantityThousandths,
      unit: proposalLines.unit,
      unitPriceCents: proposalLines.unitPriceCents,
      discountBasisPoints: proposalLines.discountBasisPoints,
      totalCents: proposalLines.totalCents,
    })
    .from(proposalLines)
    .where(eq(proposalLines.proposalId, id))
    .orderBy(asc(proposalLines.position));
  return toView(row.proposal, lines, row.customer);
}

function toView(proposal: ProposalRow, lines: ProposalView["lines"], customer: ProposalView["customer"]): ProposalView {
  return {
    id: proposal.id,
    leadId: proposal.leadId,
    number: proposal.number,
    version: proposal.version,
    status: proposal.status,
    freightType: proposal.freightType,
    freightCents: proposal.freightCents,
    paymentTerms: proposal.paymentTerms,
    deliveryTime: proposal.deliveryTime,
    validityDays: proposal.validityDays,
    notes: proposal.notes,
    subtotalCents: proposal.subtotalCents,
    totalCents: proposal.totalCents,
    senderName: proposal.senderName,
    senderEmail: proposal.senderEmail,
    sentAt: iso(proposal.sentAt),
    validUntil: proposal.validUntil,
    viewedAt: iso(proposal.viewedAt),
    answeredAt: iso(proposal.answeredAt),
    answerName: proposal.answerName,
    purchaseOrder: proposal.purchaseOrder,
    refusalReason: proposal.refusalReason,
    createdAt: proposal.createdAt.toISOString(),
    updatedAt: proposal.updatedAt.toISOString(),
    lines,
    customer,
  };
}
