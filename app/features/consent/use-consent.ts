import { useSyncExternalStore } from "react";
import { readConsent, reviewingConsent, type Consent } from "./consent";

function subscribe(onChange: () => void) {
  window.addEventListener("consentchange", onChange);
  return () => window.removeEventListener("consentchange", onChange);
}

/**
 * The consent as the browser holds it. Pages are cached for every visitor alike, so
 * the server never knows it: it renders "pending" and the browser decides.
 */
export function useConsent(): Consent | "pending" {
  return useSyncExternalStore(
    subscribe,
    () => readConsent(document.cookie),
    () => "pending",
  );
}

/** Whether the visitor reopened the choice from the footer. */
export function useReviewingConsent() {
  return useSyncExternalStore(subscribe, reviewingConsent, () => false);
}
