/**
 * The quote modal and the detail popup open by themselves once per browser session at
 * most (D13): after being closed or sent, never again in that session.
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

/** Another dialog (menu, lightbox, chat) is open: the prompt waits rather than cover it. */
export function anotherDialogOpen() {
  return Boolean(document.querySelector('[role="dialog"], [role="alertdialog"], [data-chat-open="true"]'));
}
