import { useEffect, useRef } from "react";
import { isRouteErrorResponse } from "react-router";
import { useReadAgainWhenIdle } from "./use-read-again-when-idle";

/**
 * How long after a failed read the screen reads again by itself: 3 retries with exponential
 * backoff capped at 30 s, that is after 1, 2 and 4 s; none after the third.
 */
export function retryDelayMs(retriesDone: number): number | undefined {
  return retriesDone < 3 ? Math.min(1_000 * 2 ** retriesDone, 30_000) : undefined;
}

/** A failure that may pass: the server's (5xx) or the connection's, not a refusal (403, 404). */
export function mayPass(failure: unknown) {
  return failure !== undefined && (!isRouteErrorResponse(failure) || failure.status >= 500);
}

/**
 * For an error screen: reads the page's data again 1, 2 and 4 s after each of the first three
 * failures in a row, so a screen whose read failed while the server restarted, or a proxy
 * answered 502, comes back by itself. Each failed read is a new `failure`.
 */
export function useRetriesAfterFailure(failure: unknown) {
  const readAgain = useReadAgainWhenIdle();
  const retriesDone = useRef(0);
  useEffect(() => {
    if (!mayPass(failure)) return;
    const delay = retryDelayMs(retriesDone.current);
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      retriesDone.current += 1;
      readAgain();
    }, delay);
    return () => clearTimeout(timer);
  }, [failure, readAgain]);
}
