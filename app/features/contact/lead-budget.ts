/**
 * The quote modal and the detail popup open by themselves once per browser session at
 * most (docs/product/leads.md): after being closed or sent, never again in that session.
 */
const storageKey = "lead_prompt_done";
export const autoOpenDelayMs = 5000;

export function leadPromptDone() {
  try {
    return sessionStorage.getItem(storageKey) === "1";
  } catch {
    return true;
  }
}

export function markLeadPromptDone() {
  try {
    sessionStorage.setItem(storageKey, "1");
  } catch {
    // Storage unavailable: the prompt simply may show again.
  }
}

/** Pages whose own form is the way to reach us: the prompt never shows there. */
const pathsWithoutPrompt = new Set(["/contato"]);

/**
 * The prompt waits rather than cover something: another dialog (menu, lightbox), the chat, or
 * anything that marks itself `data-overlay` (the cookie banner until it is answered).
 */
export function promptHeldBack(pathname: string) {
  if (pathsWithoutPrompt.has(pathname)) return true;
  return Boolean(document.querySelector('[role="dialog"], [role="alertdialog"], [data-chat-open="true"], [data-overlay]'));
}
