import { config } from "~/config/env.server";
import type { Transaction } from "~/db/client.server";
import { enqueueStaffMail } from "~/features/notifications/index.server";
import { formatDateTime } from "~/lib/dates";
import { oneLine } from "~/lib/text";
import { requestTypeLabel } from "./request-types";

export type StoredRequest = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  type: string;
  sourcePage: string | null;
  createdAt: Date;
  leadId: string | null;
};

/** The message keeps its lines; every other field is one line, so no value can pass for another field. */
function notificationText(request: StoredRequest, publicUrl: string) {
  const lines = [
    `Tipo: ${requestTypeLabel(request.type)}`,
    `Nome: ${oneLine(request.name)}`,
    `E-mail: ${oneLine(request.email)}`,
    `Telefone: ${request.phone ? oneLine(request.phone) : "não informado"}`,
    `Empresa: ${request.company ? oneLine(request.company) : "não informada"}`,
    `Página de origem: ${request.sourcePage ? `${publicUrl}${request.sourcePage}` : "não informada"}`,
    `Recebida em: ${formatDateTime(request.createdAt)}`,
    "",
    "Mensagem:",
    request.message,
    "",
    // The lead's page holds the message, the person's other touches and the reply form.
    request.leadId ? `Lead: ${publicUrl}/admin/leads/${request.leadId}` : `Caixa de entrada: ${publicUrl}/admin/messages`,
  ];
  return lines.join("\n");
}

/** Writes the sales address's e-mail about a new request to the outbox, in the request's own transaction. */
export function notifyStaff(tx: Transaction, request: StoredRequest) {
  return enqueueStaffMail(tx, {
    subject: `[${requestTypeLabel(request.type)}] Nova solicitação de ${oneLine(request.name)}`,
    text: notificationText(request, config().publicUrl),
    replyTo: request.email,
    leadId: request.leadId,
    logContext: { requestId: request.id },
  });
}
