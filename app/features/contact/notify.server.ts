import nodemailer from "nodemailer";
import { config } from "~/config/env.server";
import { getCompanySettings } from "~/features/settings/queries.server";
import { formatDateTime } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
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

const attempts = 3;
const firstDelayMs = 2000;

export function notificationText(request: StoredRequest, publicUrl: string) {
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

/**
 * E-mails a new request to the sales address. Runs after the request is stored and never
 * blocks the visitor's answer; a failure is retried, then logged. The request stays in the inbox.
 */
export async function notifyStaff(request: StoredRequest, wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))) {
  const { smtp, publicUrl } = config();
  if (!smtp) return "disabled" as const;
  const company = await getCompanySettings();
  const to = company?.salesEmail || company?.email;
  if (!to) {
    logger.warn({ requestId: request.id }, "no sales e-mail in the settings: notification not sent");
    return "no-recipient" as const;
  }
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await transport.sendMail({
        from: smtp.from,
        to,
        replyTo: request.email,
        subject: `[${requestTypeLabel(request.type)}] Nova solicitação de ${request.name}`,
        text: notificationText(request, publicUrl),
      });
      logger.info({ requestId: request.id, attempt }, "staff notified of a new request");
      return "sent" as const;
    } catch (error) {
      logger.error({ err: error, requestId: request.id, attempt }, "could not e-mail the staff notification");
      if (attempt < attempts) await wait(firstDelayMs * 2 ** (attempt - 1));
    }
  }
  return "failed" as const;
}
