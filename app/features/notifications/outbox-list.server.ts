import { count, desc, eq } from "drizzle-orm";
import { z } from "~/lib/zod";
import { db } from "~/db/client.server";
import { outboxMails, outboxStatuses, type OutboxStatus } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import type { ActionResult } from "~/lib/action-result";
import { intent, intentAction } from "~/lib/forms/intent-action.server";
import { readListPaging, readPage, staffListSizes } from "~/lib/list-paging";
import { isAccessMail, secretLinkPlaceholder } from "./access-mail";
import { enqueueMail } from "./enqueue.server";
import { outboxMessages, resendConfirmationParam, resendSchema } from "./outbox-schema";
import type { OutboxRow } from "./outbox-row";
import { nudgeOutbox } from "./worker.server";

const rowColumns = {
  id: outboxMails.id,
  kind: outboxMails.kind,
  to: outboxMails.to,
  subject: outboxMails.subject,
  text: outboxMails.text,
  status: outboxMails.status,
  attempts: outboxMails.attempts,
  lastError: outboxMails.lastError,
  createdAt: outboxMails.createdAt,
  sentAt: outboxMails.sentAt,
  nextAttemptAt: outboxMails.nextAttemptAt,
};

const isOutboxStatus = (value: string | null): value is OutboxStatus => outboxStatuses.some((status) => status === value);

/** One page of the outbox, newest first, of one status when the address names one (`status`). */
export async function pageOfOutbox(search: URLSearchParams) {
  const asked = search.get("status");
  const status = isOutboxStatus(asked) ? asked : null;
  const where = status ? eq(outboxMails.status, status) : undefined;
  const [page, byStatus] = await Promise.all([
    readPage(
      readListPaging(search, staffListSizes),
      async () => (await db().select({ total: count() }).from(outboxMails).where(where))[0]?.total ?? 0,
      ({ limit, offset }) =>
        db()
          .select(rowColumns)
          .from(outboxMails)
          .where(where)
          .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
          .limit(limit)
          .offset(offset),
    ),
    db().select({ status: outboxMails.status, total: count() }).from(outboxMails).groupBy(outboxMails.status),
  ]);
  const counts = Object.fromEntries(outboxStatuses.map((key) => [key, byStatus.find((row) => row.status === key)?.total ?? 0]));
  const confirming = z.uuid().safeParse(search.get(resendConfirmationParam)).data;
  const rows: OutboxRow[] = page.rows.map(toOutboxRow);
  return {
    status,
    counts: counts as Record<OutboxStatus, number>,
    ...page,
    rows,
    confirming: confirming ? await findResendable(confirming) : null,
  };
}

type StoredRow = Omit<OutboxRow, "createdAt" | "sentAt" | "nextAttemptAt"> & {
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
};

const toOutboxRow = (row: StoredRow): OutboxRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
});

/** The e-mail 'Reenviar' asks about before scripts load: one that may be sent again, else null. */
async function findResendable(id: string): Promise<OutboxRow | null> {
  const [row] = await db().select(rowColumns).from(outboxMails).where(eq(outboxMails.id, id));
  return row && row.status !== "pending" ? toOutboxRow(row) : null;
}

/**
 * 'Reenviar': a failed e-mail is due again now, as it is; a sent one is written again as a new
 * e-mail, so the first keeps its record of having gone. A pending one is already on its way, and
 * an e-mail whose link is no longer kept (decision 177) is not sent with the placeholder: an
 * access e-mail can only be asked for anew, a meeting's confirmation link is never made again.
 * Recorded in the activity log.
 */
export async function resendMail(id: string, now = new Date()): Promise<ActionResult<{ subject: string }>> {
  const outcome = await db().transaction(async (tx): Promise<ActionResult<{ subject: string }>> => {
    const [mail] = await tx.select().from(outboxMails).where(eq(outboxMails.id, id)).for("update");
    if (!mail || mail.status === "pending") return { ok: false, status: 404, message: outboxMessages.notFound };
    if (mail.secretLink === null && (isAccessMail(mail.kind) || mail.text.includes(secretLinkPlaceholder))) {
      const message = isAccessMail(mail.kind) ? outboxMessages.linkGone : outboxMessages.meetingLinkGone;
      return { ok: false, status: 409, message };
    }
    if (mail.status === "failed") {
      await tx.update(outboxMails).set({ status: "pending", nextAttemptAt: now, lastError: null }).where(eq(outboxMails.id, id));
    } else {
      await enqueueMail(tx, {
        kind: mail.kind,
        to: mail.to,
        replyTo: mail.replyTo,
        fromName: mail.fromName,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments,
        leadId: mail.leadId,
        authorId: mail.authorId,
      });
    }
    await recordActivity(tx, { entity: "mail", entityId: id, action: "resent", label: `${mail.subject} (${mail.to})` });
    return { ok: true, subject: mail.subject };
  });
  if (outcome.ok) nudgeOutbox();
  return outcome;
}

/**
 * The 'E-mails' screen's post: 'Reenviar' of one e-mail, only once staff confirmed it (the
 * dialog, or the confirmation shown before scripts load), whatever the screen sent.
 */
export function resendAction(request: Request) {
  return intentAction(request, {
    resend: intent(resendSchema, ({ id }) => resendMail(id), { done: ({ subject }) => `${outboxMessages.resent}: ${subject}` }),
  });
}
