const secondMs = 1000;

/** The wait after the first failure; it doubles after each one. */
const firstRetryMs = 10 * secondMs;
/** The longest wait between two attempts. */
const longestRetryMs = 10 * 60 * secondMs;
/**
 * A purge still failing a day after the change it follows is given up: by then the copies a CDN
 * kept have expired on their own, unless the site asks CDNs to keep pages longer than that.
 */
export const giveUpAfterMs = 24 * 60 * 60 * secondMs;

/** When a purge that just failed its `attempts`-th attempt is tried again: 10 s, 20, 40… up to 10 min apart. */
export function nextPurgeAttempt(attempts: number, now: Date) {
  return new Date(now.getTime() + Math.min(longestRetryMs, firstRetryMs * 2 ** Math.max(0, Math.min(attempts - 1, 30))));
}
