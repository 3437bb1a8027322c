import nodemailer from "nodemailer";
import { config } from "~/config/env.server";
import { logger } from "~/lib/logger.server";

const attempts = 3;
const firstDelayMs = 2000;

export type Mail = { to: string; subject: string; text: string; replyTo?: string };
/** What the mail is, for the logs ("staff notification"), and the ids that name its records. */
export type MailLog = { what: string; context: Record<string, unknown> };
export type DeliveryOutcome = "disabled" | "sent" | "failed";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether SMTP_HOST is set: without it the site sends no e-mail at all. */
export function mailConfigured() {
  return config().smtp !== undefined;
}

/** Sends one e-mail through the configured SMTP server: 3 attempts 2 s and 4 s apart, each failure logged. */
export async function deliverMail(mail: Mail, log: MailLog, wait = pause): Promise<DeliveryOutcome> {
  const { smtp } = config();
  if (!smtp) return "disabled";
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
      await transport.sendMail({ from: smtp.from, ...mail });
      logger.info({ ...log.context, attempt }, `${log.what} e-mailed`);
      return "sent";
    } catch (error) {
      logger.error({ err: error, ...log.context, attempt }, `could not e-mail the ${log.what}`);
      if (attempt < attempts) await wait(firstDelayMs * 2 ** (attempt - 1));
    }
  }
  return "failed";
}
