const minuteMs = 60_000;

/** The wait after the first failure; it doubles after each one. */
const firstRetryMs = minuteMs;
/** The longest wait between two attempts. */
const longestRetryMs = 60 * minuteMs;
/** After this long since it was written, an e-mail that still fails is given up. */
const giveUpAfterMs = 48 * 60 * minuteMs;

/**
 * When an e-mail that just failed its `attempts`-th attempt is tried again: 1 min, 2, 4… up to
 * 1 h between attempts, so an SMTP outage of hours is waited out; null once it is 48 h old.
 */
export function nextAttemptAfterFailure(attempts: number, createdAt: Date, now: Date): Date | null {
  const wait = Math.min(longestRetryMs, firstRetryMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  const next = now.getTime() + wait;
  return next - createdAt.getTime() > giveUpAfterMs ? null : new Date(next);
}
