import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser/index.js";
import { config } from "~/config/env.server";
import type { OutboxAttachment } from "~/db/schema";

export type DeliverableMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
  fromName: string | null;
  attachments: OutboxAttachment[];
};

/** SMTP_FROM, or the company's address under another display name: one address sends everything. */
function senderOf(configuredFrom: string, fromName: string | null) {
  if (!fromName) return configuredFrom;
  const [parsed] = addressparser(configuredFrom, { flatten: true });
  return parsed?.address ? { name: fromName, address: parsed.address } : configuredFrom;
}

/** Whether SMTP_HOST is set: without it the site sends no e-mail, and the outbox keeps its e-mails pending. */
export function mailConfigured() {
  return config().smtp !== undefined;
}

/**
 * The outbox row's own Message-ID, on the site's public host: every sending of one row carries
 * the same one (a crash after the server accepted it, 'Reenviar' of a failed one), so the
 * recipient's mail client drops the duplicate.
 */
const messageIdOf = (outboxId: string) => `<${outboxId}@${new URL(config().publicUrl).hostname}>`;

/**
 * The longest one SMTP exchange may take before it is abandoned as failed (SMTP_TIMEOUT_MS):
 * within the outbox's lease.
 */
export const sendTimeoutMs = () => config().smtp?.timeoutMs ?? 0;

/**
 * Hands one e-mail of the outbox to the configured SMTP server, once; it throws what the server
 * or the connection answered. The outbox worker is its only caller: retries are the outbox's.
 */
export async function deliverMail(mail: DeliverableMail) {
  const { smtp } = config();
  if (!smtp) throw new Error("SMTP não configurado");
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    connectionTimeout: Math.min(10_000, smtp.timeoutMs),
    greetingTimeout: Math.min(10_000, smtp.timeoutMs),
    socketTimeout: Math.min(20_000, smtp.timeoutMs),
  });
  let abandon: NodeJS.Timeout | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    abandon = setTimeout(
      () => reject(new Error(`O servidor SMTP não concluiu o envio em ${(smtp.timeoutMs / 1000).toLocaleString("pt-BR")} s`)),
      smtp.timeoutMs,
    );
  });
  const sending = transport.sendMail({
    messageId: messageIdOf(mail.id),
    from: senderOf(smtp.from, mail.fromName),
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      encoding: "base64",
    })),
  });
  // Abandoned, it may still fail after the race is decided: that failure is already told.
  sending.catch(() => undefined);
  try {
    await Promise.race([sending, tooLong]);
  } finally {
    clearTimeout(abandon);
    transport.close();
  }
}
