import type { Database, Transaction } from "~/db/client.server";
import { getCompanySettings } from "~/features/settings/index.server";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "./enqueue.server";

export type StaffMail = {
  subject: string;
  text: string;
  replyTo: string | null;
  leadId?: string | null;
  logContext: Record<string, unknown>;
};

/**
 * Writes a staff notification to the outbox, in the transaction of what caused it, addressed to
 * the sales e-mail of the settings (else the company e-mail) as they are now. Without either,
 * nothing is written and a warning is logged. The id of the written e-mail, or null.
 */
export async function enqueueStaffMail(database: Database | Transaction, { subject, text, replyTo, leadId, logContext }: StaffMail) {
  const company = await getCompanySettings(database);
  const to = company?.salesEmail || company?.email;
  if (!to) {
    logger.warn(logContext, "no sales e-mail in the settings: notification not written");
    return null;
  }
  return enqueueMail(database, { kind: "staff-notification", to, replyTo, subject, text, leadId });
}
