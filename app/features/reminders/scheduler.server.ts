import { logger } from "~/lib/logger.server";
import { startPeriodicJob } from "~/lib/periodic-job.server";
import { enqueueDueReminders } from "./due-reminders.server";
import { enqueueMorningDigest } from "./morning-digest.server";

/** The reminders due and the morning digest, written to the outbox once each whichever instance checks. */
export async function checkReminders(now = new Date()) {
  const reminded = await enqueueDueReminders(now);
  const digest = await enqueueMorningDigest(now);
  return { reminded, digest };
}

/**
 * Checks now (what came due while the server was stopped) and then every `intervalSeconds`.
 * Every instance runs it: the outbox's dedupe keys let one write each mail.
 */
export function startReminderChecks(intervalSeconds: number) {
  return startPeriodicJob("write the meeting reminders and the morning digest", intervalSeconds * 1000, async () => {
    const { reminded, digest } = await checkReminders();
    if (reminded > 0 || digest) logger.info({ reminded, digest }, "meeting reminders and morning digest written");
  });
}
