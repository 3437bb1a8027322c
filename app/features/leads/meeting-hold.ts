import { formatDateTime } from "~/lib/dates";

/** How long a meeting booked from the site waits for the visitor to confirm it from the e-mail. */
const meetingHoldMs = 2 * 60 * 60 * 1000;

/**
 * The hold ends this long before the meeting at the latest, so staff know in time whether it
 * stands; the earliest slot is an hour away, which leaves the visitor half an hour at least.
 */
const holdMarginMs = 30 * 60 * 1000;

/** When a hold made now for a meeting at `at` is released unless the visitor confirms it. */
export function meetingHoldEnd(at: Date, now: Date) {
  return new Date(Math.min(now.getTime() + meetingHoldMs, at.getTime() - holdMarginMs));
}

/** A hold's end as the chat and staff read it: the hour, São Paulo time (a hold lasts two hours at most). */
export const holdEndTime = (heldUntil: Date | string) => formatDateTime(heldUntil).slice(-5);

/** What staff read of a meeting still waiting for the visitor's confirmation. */
export const awaitingConfirmation = (heldUntil: Date | string) => `Aguardando confirmação até ${holdEndTime(heldUntil)}`;
