import type { Database, Transaction } from "~/db/client.server";
import { outboxMails, type OutboxAttachment } from "~/db/schema";
import { nudgeOutbox } from "./worker.server";

/** An e-mail for the outbox: `kind` names what it is ("staff-notification", "reply"…). */
export type OutboxMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
  /** The display name beside the company's address (a reply: "Ana – Empresa"); without it, SMTP_FROM's. */
  fromName?: string | null;
  leadId?: string | null;
  authorId?: string | null;
  attachments?: OutboxAttachment[];
  // An access e-mail's link: its text holds `secretLinkPlaceholder` where the link goes.
  secretLink?: string;
  // Set for an e-mail that must go once whoever asks (a reminder, a digest).
  dedupeKey?: string;
};

/**
 * Writes an e-mail to the outbox in the caller's transaction, so it exists exactly when what
 * caused it does; the outbox worker sends it. An e-mail whose `dedupeKey` is already there is
 * not written again. The id of the written e-mail, or null when it was already there. This
 * process's worker is nudged, so the e-mail goes within a second of the commit.
 */
export async function enqueueMail(database: Database | Transaction, mail: OutboxMail) {
  const [row] = await database
    .insert(outboxMails)
    .values({
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      secretLink: mail.secretLink ?? null,
      replyTo: mail.replyTo ?? null,
      fromName: mail.fromName ?? null,
      leadId: mail.leadId ?? null,
      authorId: mail.authorId ?? null,
      attachments: mail.attachments ?? [],
      dedupeKey: mail.dedupeKey ?? null,
      // The workers compare due times with this clock, to the millisecond, not the database's.
      nextAttemptAt: new Date(),
    })
    .onConflictDoNothing({ target: outboxMails.dedupeKey })
    .returning({ id: outboxMails.id });
  if (row) nudgeOutbox();
  return row?.id ?? null;
}
