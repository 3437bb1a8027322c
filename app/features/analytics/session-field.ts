import { useSyncExternalStore } from "react";
import { visitorSessionId } from "./visitor-session";

// Kept apart from visitor-session.ts, which every public page loads for the visit counter: only
// the forms that send the session load this.

/** What a visitor session id looks like (a UUID from the browser): 8 to 64 letters, digits and hyphens. */
export const visitorSessionIdPattern = /^[A-Za-z0-9-]{8,64}$/;

function storedSessionId() {
  try {
    return visitorSessionId();
  } catch {
    // Storage unavailable: the visitor has no session to tell.
    return null;
  }
}

const unchanging = () => () => {};

/**
 * The visitor's session id for a form to send. Public pages are cached and the same for everyone,
 * so the server renders none and the browser fills it in; without scripts there is none.
 */
export function useVisitorSessionId() {
  return useSyncExternalStore(unchanging, storedSessionId, () => null);
}
