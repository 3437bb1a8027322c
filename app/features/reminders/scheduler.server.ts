import { logger } from "~/lib/logger.server";
import { enqueueDueReminders } from "./due-reminders.server";
import { enqueueMorningDigest } from "./morning-digest.server";

/** The reminders due and the morning digest, written to the outbox once each whichever instance checks. */
export async function checkReminders(now = new Date()) {
  const reminded = await enqueueDueReminders(now);
  const digest = await enqueueMorningDigest(now);
  return { reminded, digest };
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;

function check() {
  running ??= checkReminders()
    .then(({ reminded, digest }) => {
      if (reminded > 0 || digest) logger.info({ reminded, digest }, "meeting reminders and morning digest written");
    })
    .catch((error: unknown) => logger.error({ err: error }, "could not write the meeting reminders and the morning digest"))
    .finally(() => {
      running = undefined;
    });
}

/**
 * Checks now (what came due while the server was stopped) and then every `intervalSeconds`.
 * Every instance runs it: the outbox's dedupe keys let one write each mail.
 */
export function startReminderChecks(intervalSeconds: number) {
  check();
  timer = setInterval(check, intervalSeconds * 1000);
  timer.unref();
}

/** Stops the checks, after the one under way. */
export async function stopReminderChecks() {
  clearInterval(timer);
  timer = undefined;
  await running;
}
