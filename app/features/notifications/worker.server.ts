import { EventEmitter } from "node:events";
import { asc, eq, inArray, lte, sql } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { outboxMails } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { startPeriodicJob, type PeriodicJob } from "~/lib/periodic-job.server";
import { withSecretLink } from "./access-mail";
import { nextAttemptAfterFailure } from "./backoff";
import { deliverMail, mailConfigured, sendTimeoutMs } from "./deliver.server";
import { sentJournal, type SentJournal } from "./sent-journal.server";

/**
 * How long a claimed e-mail is out of every worker's reach: longer than one SMTP exchange may
 * take (`sendTimeoutMs`), so it is taken again only if its worker died.
 */
const leaseMs = () => sendTimeoutMs() + 15_000;

export type MailOutcome = "sent" | "failed" | "pending";

type ClaimedMail = typeof outboxMails.$inferSelect;

// Each settled e-mail is announced by its id, for whoever waits on it in this process.
const settled = new EventEmitter().setMaxListeners(0);

/**
 * Takes the e-mail due longest, if any: in one statement it is locked (`SKIP LOCKED`: a row
 * another worker is taking is passed over), counted as an attempt and leased, so no other worker
 * takes it while it is being sent and no transaction stays open during the SMTP exchange.
 */
async function claimDueMail(database: Database, now = new Date()): Promise<ClaimedMail | null> {
  const due = database
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(lte(outboxMails.nextAttemptAt, now))
    .orderBy(asc(outboxMails.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await database
    .update(outboxMails)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs()), attempts: sql`${outboxMails.attempts} + 1` })
    .where(inArray(outboxMails.id, due))
    .returning();
  return claimed ?? null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends a claimed e-mail and stores how it went: sent, or failed with its error and next attempt.
 * Between the server's acceptance and the database's 'sent', the journal holds the e-mail's id.
 */
async function sendClaimed(database: Database, mail: ClaimedMail, journal?: SentJournal): Promise<"sent" | "failed"> {
  const context = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
  try {
    await deliverMail({ ...mail, text: withSecretLink(mail.text, mail.secretLink) });
  } catch (error) {
    const now = new Date();
    const next = nextAttemptAfterFailure(mail.attempts, mail.createdAt, now);
    await database
      .update(outboxMails)
      // Given up, an access e-mail's link is forgotten: it has expired by then anyway.
      .set({ status: "failed", lastError: errorText(error), nextAttemptAt: next, ...(next ? {} : { secretLink: null }) })
      .where(eq(outboxMails.id, mail.id));
    logger.warn({ ...context, err: error, nextAttemptAt: next }, next ? "e-mail not sent: it will be tried again" : "e-mail given up");
    settled.emit(mail.id, "failed");
    return "failed";
  }
  journal?.note(mail.id);
  await database
    .update(outboxMails)
    .set({ status: "sent", sentAt: new Date(), nextAttemptAt: null, lastError: null, secretLink: null })
    .where(eq(outboxMails.id, mail.id));
  journal?.clear();
  logger.info(context, "e-mail sent");
  settled.emit(mail.id, "sent");
  return "sent";
}

/** Sends the e-mail due longest; null when none is due. */
export async function sendNextMail(database: Database = db(), now = new Date(), journal?: SentJournal) {
  const mail = await claimDueMail(database, now);
  return mail ? sendClaimed(database, mail, journal) : null;
}

type DrainOptions = { shouldStop?: () => boolean; journal?: SentJournal };

/** Sends every e-mail due (without SMTP configured, none): how many were sent and how many failed. */
export async function drainOutbox(database: Database = db(), { shouldStop = () => false, journal }: DrainOptions = {}) {
  const counts = { sent: 0, failed: 0 };
  if (!mailConfigured()) return counts;
  while (!shouldStop()) {
    const outcome = await sendNextMail(database, new Date(), journal);
    if (!outcome) break;
    counts[outcome]++;
  }
  return counts;
}

let job: PeriodicJob | undefined;
let nudge: NodeJS.Timeout | undefined;

// Long enough for the enqueuing transaction to commit, short enough for a visitor's e-mail to go within a second.
const nudgeDelayMs = 100;

/** Wakes this process's worker soon: called after an e-mail is written, so it need not wait for the next check. */
export function nudgeOutbox() {
  if (!job || nudge) return;
  nudge = setTimeout(() => {
    nudge = undefined;
    job?.runNow();
  }, nudgeDelayMs);
  nudge.unref();
}

/**
 * Sends what is due now (what came due while the server was stopped), then every
 * `intervalSeconds` and after each e-mail written here. Every instance runs it: `SKIP LOCKED`
 * and the lease give each e-mail to one of them. The journal of the last delivery lives in
 * `dataDir`, and is read before the first sending.
 */
export function startOutbox(intervalSeconds: number, dataDir: string): PeriodicJob {
  const journal = sentJournal(dataDir);
  let recovered: Promise<void> | undefined;
  const started = startPeriodicJob("send the outbox's e-mails", intervalSeconds * 1000, async (signal) => {
    recovered ??= journal
      .recover(db())
      .catch((error: unknown) => logger.error({ err: error }, "could not read the outbox's journal of the last delivery"));
    await recovered;
    await drainOutbox(db(), { shouldStop: () => signal.aborted, journal });
  });
  job = started;
  return {
    runNow: started.runNow,
    stop: async () => {
      clearTimeout(nudge);
      nudge = undefined;
      if (job === started) job = undefined;
      await started.stop();
    },
  };
}

/**
 * How the e-mail went, waiting up to `timeoutMs` for this process's worker to settle it; past
 * that, as the outbox has it ('pending' while another instance may still be sending it).
 */
export async function awaitMailOutcome(id: string, timeoutMs: number): Promise<MailOutcome> {
  const heard = await new Promise<MailOutcome | undefined>((resolve) => {
    const done = (outcome?: MailOutcome) => {
      clearTimeout(expiry);
      settled.off(id, done);
      resolve(outcome);
    };
    const expiry = setTimeout(done, timeoutMs);
    settled.on(id, done);
  });
  if (heard) return heard;
  const [row] = await db().select({ status: outboxMails.status }).from(outboxMails).where(eq(outboxMails.id, id));
  return row?.status ?? "pending";
}
