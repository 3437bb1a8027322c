import { config } from "~/config/env.server";
import type { Transaction } from "~/db/client.server";
import { enqueueMail, enqueueStaffMail } from "~/features/notifications/index.server";
import { oneLine } from "~/lib/text";

type NotifiedLead = { id: string; name: string; email: string | null; phone: string | null };

/**
 * Writes sales' e-mail about a lead the assistant registered to the outbox, in the transaction
 * that stored it. A meeting it books is told by the booking's confirmation (features/reminders),
 * whose staff copy carries the invitation.
 */
export function notifyNewLead(tx: Transaction, lead: NotifiedLead) {
  return enqueueStaffMail(tx, {
    subject: `[Atendente Virtual] Novo lead: ${oneLine(lead.name)}`,
    text: [
      "Novo contato registrado pelo Atendente Virtual.",
      `Nome: ${oneLine(lead.name)}`,
      `E-mail: ${lead.email ? oneLine(lead.email) : "não informado"}`,
      `Telefone: ${lead.phone ? oneLine(lead.phone) : "não informado"}`,
      "",
      `Lead: ${config().publicUrl}/admin/leads/${lead.id}`,
    ].join("\n"),
    replyTo: lead.email,
    leadId: lead.id,
    logContext: { leadId: lead.id },
  });
}

/**
 * Tells a staff member that someone else gave them a lead, in the transaction that did it; not
 * when they took it themselves. `by` is who gave it (null: the site).
 */
export function notifyNewOwner(
  tx: Transaction,
  owner: { id: string; name: string; email: string },
  lead: { id: string; name: string; email: string | null },
  by: string | null,
) {
  return enqueueMail(tx, {
    kind: "lead-assigned",
    to: owner.email,
    leadId: lead.id,
    subject: `Lead atribuído a você: ${oneLine(lead.name)}`,
    text: [
      `Olá, ${oneLine(owner.name)}!`,
      "",
      `${by ? oneLine(by) : "O site"} passou a você o lead ${oneLine(lead.name)}${lead.email ? ` <${oneLine(lead.email)}>` : ""}.`,
      "",
      `Lead: ${config().publicUrl}/admin/leads/${lead.id}`,
    ].join("\n"),
  });
}
