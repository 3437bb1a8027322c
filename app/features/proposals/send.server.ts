import crypto from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { config } from "~/config/env.server";
import { db } from "~/db/client.server";
import { proposals } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import { settleLeadByProposal } from "~/features/leads/index.server";
import { secretLinkPlaceholder } from "~/features/notifications";
import { enqueueMail } from "~/features/notifications/index.server";
import type { ActionResult } from "~/lib/action-result";
import { formatPrice, proposalLabel } from "./format";
import { letterhead } from "./letterhead.server";
import { loadProposal } from "./load.server";
import { proposalPdf, proposalPdfName } from "./pdf.server";
import { proposalMessages } from "./schema";
import { proposalTokenHash } from "./token.server";
import { formatDay, linkExpiry, validUntilDay } from "./validity";

/** Who sends: the signed-in staff member, named on the PDF and the e-mail's Reply-To. */
export type Sender = { id: string; name: string; email: string };

const changedMeanwhile = "A proposta mudou enquanto era enviada. Confira e envie de novo.";

/**
 * Sends a draft: its PDF is made as the customer will read it, then one transaction marks it
 * sent (only if nobody changed it meanwhile), supersedes the earlier versions still open, moves
 * the lead to 'Proposta enviada' worth the total, and writes the e-mail with the PDF and the
 * link to the outbox. The link's token is kept only as its hash (decision 263).
 */
export async function sendProposal(id: string, sender: Sender, now = new Date()): Promise<ActionResult> {
  const draft = await loadProposal(id);
  if (!draft) return { ok: false, status: 404, message: proposalMessages.notFound };
  if (draft.status !== "rascunho") return { ok: false, status: 409, message: proposalMessages.notDraft };
  if (draft.lines.length === 0) return { ok: false, status: 400, message: proposalMessages.noLines };
  const customerEmail = draft.customer.email;
  if (!customerEmail) return { ok: false, status: 400, message: proposalMessages.noEmail };
  const validUntil = validUntilDay(now, draft.validityDays);
  const company = await letterhead();
  const sent = {
    ...draft,
    status: "enviada" as const,
    senderName: sender.name,
    senderEmail: sender.email,
    sentAt: now.toISOString(),
    validUntil,
  };
  const pdf = await proposalPdf(sent, company);
  const token = crypto.randomBytes(32).toString("base64url");
  const label = proposalLabel(draft.number, draft.version);
  return db().transaction(async (tx): Promise<ActionResult> => {
    const [claimed] = await tx
      .update(proposals)
      .set({
        status: "enviada",
        senderName: sender.name,
        senderEmail: sender.email,
        sentAt: now,
        validUntil,
        expiresAt: linkExpiry(validUntil),
        tokenHash: proposalTokenHash(token),
        updatedAt: now,
      })
      .where(and(eq(proposals.id, id), eq(proposals.status, "rascunho"), eq(proposals.updatedAt, new Date(draft.updatedAt))))
      .returning({ id: proposals.id });
    if (!claimed) return { ok: false, status: 409, message: changedMeanwhile };
    await tx
      .update(proposals)
      .set({ status: "substituida", updatedAt: now })
      .where(and(eq(proposals.number, draft.number), ne(proposals.id, id), eq(proposals.status, "enviada")));
    await settleLeadByProposal(tx, draft.leadId, { status: "proposta_enviada", valueCents: draft.totalCents }, now);
    await enqueueMail(tx, {
      kind: "proposal",
      to: customerEmail,
      replyTo: sender.email,
      fromName: `${sender.name} – ${company.name}`,
      leadId: draft.leadId,
      authorId: sender.id,
      subject: `Proposta ${label} – ${company.name}`,
      text: [
        `Olá, ${draft.customer.name}!`,
        "",
        `Segue a nossa proposta ${label}, no valor total de ${formatPrice(draft.totalCents)}, válida até ${formatDay(validUntil)}.`,
        "O PDF está anexo. Pelo link abaixo você pode lê-la, baixá-la e aprová-la ou recusá-la:",
        secretLinkPlaceholder,
        "",
        "Para qualquer dúvida, basta responder a este e-mail.",
        "",
        sender.name,
        company.name,
        company.phone,
      ]
        .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
        .join("\n"),
      secretLink: `${config().publicUrl}/proposta/${token}`,
      attachments: [
        { filename: proposalPdfName(draft.number, draft.version), contentType: "application/pdf", content: pdf.toString("base64") },
      ],
    });
    await recordActivity(tx, {
      entity: "lead",
      entityId: draft.leadId,
      action: "updated",
      label: draft.customer.name,
      fields: ["proposal"],
    });
    return { ok: true };
  });
}
