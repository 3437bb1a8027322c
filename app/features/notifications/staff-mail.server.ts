import { config } from "~/config/env.server";
import { getCompanySettings } from "~/features/settings/index.server";
import { logger } from "~/lib/logger.server";
import { deliverMail } from "./mail.server";

const attempts = 3;
const firstDelayMs = 2000;

export type StaffMail = { subject: string; text: string; replyTo: string; logContext: Record<string, unknown> };
export type MailOutcome = "disabled" | "no-recipient" | "sent" | "failed";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * E-mails the sales address of the settings (or the company e-mail). Callers run it after
 * their data is stored and never wait on it; a failure is retried, then logged.
 */
export async function sendStaffMail({ subject, text, replyTo, logContext }: StaffMail, wait = pause): Promise<MailOutcome> {
  if (!config().smtp) return "disabled";
  const company = await getCompanySettings();
  const to = company?.salesEmail || company?.email;
  if (!to) {
    logger.warn(logContext, "no sales e-mail in the settings: notification not sent");
    return "no-recipient";
  }
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await deliverMail({ to, replyTo, subject, text });
      logger.info({ ...logContext, attempt }, "staff notified");
      return "sent";
    } catch (error) {
      logger.error({ err: error, ...logContext, attempt }, "could not e-mail the staff notification");
      if (attempt < attempts) await wait(firstDelayMs * 2 ** (attempt - 1));
    }
  }
  return "failed";
}
