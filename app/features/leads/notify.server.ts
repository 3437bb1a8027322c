import { config } from "~/config/env.server";
import type { Transaction } from "~/db/client.server";
import { enqueueStaffMail } from "~/features/notifications/index.server";
import { formatDateTime } from "~/lib/dates";

type NotifiedLead = { id: string; name: string; email: string; phone: string | null };

function leadNotificationText(lead: NotifiedLead, meetingAt: Date | null, publicUrl: string) {
  return [
    meetingAt
      ? `Reunião agendada para: ${formatDateTime(meetingAt)} (horário de Brasília)`
      : "Novo contato registrado pelo Atendente Virtual.",
    `Nome: ${lead.name}`,
    `E-mail: ${lead.email}`,
    `Telefone: ${lead.phone ?? "não informado"}`,
    "",
    `Leads e conversas: ${publicUrl}/admin/agent-messages?aba=leads`,
  ].join("\n");
}

/**
 * Writes sales' e-mail about a lead the assistant registered or a meeting it booked to the
 * outbox, in the transaction that stored the lead or the booking.
 */
export function notifyLeadEvent(tx: Transaction, lead: NotifiedLead, meetingAt: Date | null = null) {
  const subject = meetingAt
    ? `[Atendente Virtual] Reunião agendada: ${lead.name} — ${formatDateTime(meetingAt)}`
    : `[Atendente Virtual] Novo lead: ${lead.name}`;
  return enqueueStaffMail(tx, {
    subject,
    text: leadNotificationText(lead, meetingAt, config().publicUrl),
    replyTo: lead.email,
    leadId: lead.id,
    logContext: { leadId: lead.id },
  });
}
