import { config } from "~/config/env.server";
import { sendStaffMail } from "~/features/notifications/index.server";
import { formatDateTime } from "~/lib/dates";
import { logger } from "~/lib/logger.server";

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
 * Tells sales that the assistant registered a lead or booked a meeting. It runs in the
 * background after the lead is stored: the visitor's answer never waits on the mail.
 */
export function notifyLeadEvent(lead: NotifiedLead, meetingAt: Date | null = null) {
  const subject = meetingAt
    ? `[Atendente Virtual] Reunião agendada: ${lead.name} — ${formatDateTime(meetingAt)}`
    : `[Atendente Virtual] Novo lead: ${lead.name}`;
  return sendStaffMail({
    subject,
    text: leadNotificationText(lead, meetingAt, config().publicUrl),
    replyTo: lead.email,
    logContext: { leadId: lead.id },
  }).catch((error) => {
    logger.error({ err: error, leadId: lead.id }, "lead notification crashed");
    return "failed" as const;
  });
}
