import { isRouteErrorResponse } from "react-router";

/** Tries after the first failure of a read, before the failure is shown. */
const readRetries = 3;

/** The wait before the nth try again: 1 s, doubling, at most 30 s. */
export const retryDelayMs = (retry: number) => Math.min(1000 * 2 ** (retry - 1), 30_000);

/** The network or the server failed: a redirect or a refusal (4xx) would answer the same again. */
function mayPassNextTime(error: unknown) {
  if (error instanceof Response) return false;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return true;
}

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal.addEventListener("abort", stop, { once: true });
  });
}

/**
 * Reads, and after a failure of the network or the server reads again up to three times, after
 * 1, 2 and 4 s, so that a moment's failure does not put a screen behind its error; a redirect, a
 * refusal or a read no longer wanted (`signal`) ends it at once.
 */
export async function readWithRetries<T>(read: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let retry = 1; ; retry++) {
    try {
      return await read();
    } catch (error) {
      if (retry > readRetries || signal.aborted || !mayPassNextTime(error)) throw error;
      await wait(retryDelayMs(retry), signal);
    }
  }
}
