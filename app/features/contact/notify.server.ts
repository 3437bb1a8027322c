import { config } from "~/config/env.server";
import { sendStaffMail } from "~/features/notifications/index.server";
import { formatDateTime } from "~/lib/dates";
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
};

function notificationText(request: StoredRequest, publicUrl: string) {
  const lines = [
    `Tipo: ${requestTypeLabel(request.type)}`,
    `Nome: ${request.name}`,
    `E-mail: ${request.email}`,
    `Telefone: ${request.phone ?? "não informado"}`,
    `Empresa: ${request.company ?? "não informada"}`,
    `Página de origem: ${request.sourcePage ? `${publicUrl}${request.sourcePage}` : "não informada"}`,
    `Recebida em: ${formatDateTime(request.createdAt)}`,
    "",
    "Mensagem:",
    request.message,
    "",
    `Caixa de entrada: ${publicUrl}/admin/messages`,
  ];
  return lines.join("\n");
}

/** E-mails a new request to the sales address; the request stays in the inbox whatever happens. */
export function notifyStaff(request: StoredRequest, wait?: (ms: number) => Promise<unknown>) {
  const mail = {
    subject: `[${requestTypeLabel(request.type)}] Nova solicitação de ${request.name}`,
    text: notificationText(request, config().publicUrl),
    replyTo: request.email,
    logContext: { requestId: request.id },
  };
  return sendStaffMail(mail, wait);
}
