import { getCompanySettings } from "~/features/settings/index.server";
import { logger } from "~/lib/logger.server";
import { deliverMail, mailConfigured } from "./deliver.server";

export type StaffMail = { subject: string; text: string; replyTo: string; logContext: Record<string, unknown> };
export type MailOutcome = "disabled" | "no-recipient" | "sent" | "failed";

/**
 * E-mails the sales address of the settings (or the company e-mail). Callers run it after
 * their data is stored and never wait on it; a failure is retried, then logged.
 */
export async function sendStaffMail(
  { subject, text, replyTo, logContext }: StaffMail,
  wait?: (ms: number) => Promise<unknown>,
): Promise<MailOutcome> {
  if (!mailConfigured()) return "disabled";
  const company = await getCompanySettings();
  const to = company?.salesEmail || company?.email;
  if (!to) {
    logger.warn(logContext, "no sales e-mail in the settings: notification not sent");
    return "no-recipient";
  }
  return deliverMail({ to, replyTo, subject, text }, { what: "staff notification", context: logContext }, wait);
}
