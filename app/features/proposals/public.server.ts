import { and, eq, gt, isNull } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { leadEvents, proposals } from "~/db/schema";
import { settleLeadByProposal } from "~/features/leads/index.server";
import { consumePoint, createRateLimiter } from "~/platform/security/index.server";
import { remember } from "~/lib/remember";
import { formatPrice, proposalLabel } from "./format";
import { letterhead } from "./letterhead.server";
import { loadProposal } from "./load.server";
import { tellOwner } from "./owner-notice.server";
import type { Letterhead, ProposalPageState, ProposalView, PublicProposal } from "./proposal-view";
import { proposalAnswerMessages, type ProposalAnswer } from "./schema";
import { proposalTokenHash } from "./token.server";

export type ProposalPage = { page: ProposalPageState; company: Letterhead };

/**
 * The page's headers: the customer's alone, in no cache and no search engine (the server adds
 * `Referrer-Policy: same-origin` to every private link's page, server/private-answers.ts).
 */
export const proposalPageHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

const publicPart = ({
  id: _id,
  leadId: _lead,
  viewedAt: _viewed,
  createdAt: _created,
  updatedAt: _updated,
  ...rest
}: ProposalView): PublicProposal => rest;

async function byLink(token: string) {
  if (token.length > 100) return undefined;
  const [row] = await db()
    .select({ id: proposals.id, status: proposals.status, expiresAt: proposals.expiresAt })
    .from(proposals)
    .where(eq(proposals.tokenHash, proposalTokenHash(token)));
  return row;
}

function stateOf(proposal: ProposalView, expiresAt: Date | null, now: Date): ProposalPageState {
  const label = proposalLabel(proposal.number, proposal.version);
  if (proposal.status === "substituida") return { state: "superseded", label };
  if (proposal.status === "aprovada" || proposal.status === "recusada") return { state: proposal.status, proposal: publicPart(proposal) };
  if (proposal.status !== "enviada") return { state: "missing" };
  if (!expiresAt || expiresAt <= now) return { state: "expired", label, validUntil: proposal.validUntil ?? "" };
  return { state: "open", proposal: publicPart(proposal) };
}

/**
 * What the link opens. The first opening of a proposal still open is told on the lead's
 * timeline and to its owner, once (the stamp is set by the statement that checks it).
 */
export async function proposalPage(token: string, now = new Date()): Promise<ProposalPage> {
  const [row, company] = await Promise.all([byLink(token), letterhead()]);
  const proposal = row ? await loadProposal(row.id) : null;
  if (!row || !proposal) return { page: { state: "missing" }, company };
  const page = stateOf(proposal, row.expiresAt, now);
  if (page.state === "open") await recordFirstView(proposal, now);
  return { page, company };
}

async function recordFirstView(proposal: ProposalView, now: Date) {
  await db().transaction(async (tx) => {
    const [first] = await tx
      .update(proposals)
      .set({ viewedAt: now })
      .where(and(eq(proposals.id, proposal.id), isNull(proposals.viewedAt)))
      .returning({ id: proposals.id });
    if (!first) return;
    const label = proposalLabel(proposal.number, proposal.version);
    await tx.insert(leadEvents).values({ leadId: proposal.leadId, kind: "proposal_viewed", data: { to: label } });
    await tellOwner(tx, proposal.leadId, {
      subject: `Proposta ${label} aberta por ${proposal.customer.name}`,
      lines: [`${proposal.customer.name} abriu a proposta ${label} (${formatPrice(proposal.totalCents)}) pela primeira vez.`],
    });
  });
}

/** The PDF the link offers, while the proposal is open or answered. */
export async function proposalForPdf(token: string, now = new Date()) {
  const row = await byLink(token);
  const proposal = row ? await loadProposal(row.id) : null;
  if (!row || !proposal) return null;
  const state = stateOf(proposal, row.expiresAt, now).state;
  return state === "open" || state === "aprovada" || state === "recusada" ? proposal : null;
}

const limiter = () =>
  remember("proposal-answer-limiter", () => createRateLimiter({ keyPrefix: "proposal_ip", points: 10, durationSeconds: 10 * 60 }));

export type AnswerResult =
  { ok: true; page: ProposalPage } | { ok: false; status: 404 | 409 | 410 | 429; message: string; page: ProposalPage };

/**
 * The customer's answer: the proposal leaves 'enviada' in the statement that checks it is still
 * open and unexpired, so a second answer (or two at once) finds nothing. Approval wins the lead
 * at the proposal's total; both are told on the timeline and to the lead's owner.
 */
export async function answerProposal(token: string, answer: ProposalAnswer, clientIp: string, now = new Date()): Promise<AnswerResult> {
  if (!(await consumePoint(limiter(), clientIp))) {
    return { ok: false, status: 429, message: proposalAnswerMessages.rateLimited, page: await proposalPage(token, now) };
  }
  const row = await byLink(token);
  const answered = row ? await db().transaction((tx) => recordAnswer(tx, row.id, proposalTokenHash(token), answer, now)) : false;
  const page = await proposalPage(token, now);
  if (answered) return { ok: true, page };
  const status = page.page.state === "missing" ? 404 : page.page.state === "expired" ? 410 : 409;
  return { ok: false, status, message: proposalAnswerMessages.closed, page };
}

async function recordAnswer(tx: Transaction, id: string, tokenHash: string, answer: ProposalAnswer, now: Date) {
  const approved = answer.intent === "aprovar";
  const [done] = await tx
    .update(proposals)
    .set({
      status: approved ? "aprovada" : "recusada",
      answeredAt: now,
      answerName: approved ? answer.name : null,
      purchaseOrder: approved ? answer.purchaseOrder || null : null,
      refusalReason: approved ? null : answer.reason,
      updatedAt: now,
    })
    .where(and(eq(proposals.id, id), eq(proposals.tokenHash, tokenHash), eq(proposals.status, "enviada"), gt(proposals.expiresAt, now)))
    .returning({ leadId: proposals.leadId, number: proposals.number, version: proposals.version, totalCents: proposals.totalCents });
  if (!done) return false;
  const label = proposalLabel(done.number, done.version);
  const total = formatPrice(done.totalCents);
  if (approved) {
    const order = answer.purchaseOrder ? ` · Pedido de compra: ${answer.purchaseOrder}` : "";
    await tx
      .insert(leadEvents)
      .values({ leadId: done.leadId, kind: "proposal_approved", body: `Aprovada por ${answer.name}${order}`, data: { to: label } });
    await settleLeadByProposal(tx, done.leadId, { status: "ganho", valueCents: done.totalCents }, now);
    await tellOwner(tx, done.leadId, {
      subject: `Proposta ${label} aprovada`,
      lines: [
        `A proposta ${label} (${total}) foi aprovada por ${answer.name}.`,
        answer.purchaseOrder ? `Pedido de compra: ${answer.purchaseOrder}` : "",
        "O lead passou a 'Ganho'.",
      ],
    });
  } else {
    await tx.insert(leadEvents).values({ leadId: done.leadId, kind: "proposal_refused", body: answer.reason, data: { to: label } });
    await tellOwner(tx, done.leadId, {
      subject: `Proposta ${label} recusada`,
      lines: [`A proposta ${label} (${total}) foi recusada pelo cliente.`, `Motivo: ${answer.reason}`],
    });
  }
  return true;
}
