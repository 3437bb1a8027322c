import { expect, type Page } from "@playwright/test";

/**
 * Clicks an editor's save button and waits for its action to answer, then for its message (on
 * the screen, or a toast for a dialog). Waiting on the answer, not the message alone, keeps the
 * message of an earlier save from passing for this one.
 */
export async function saveEditor(page: Page, { button, action, message }: { button: string; action: string; message: string }) {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname.startsWith(action)),
    page.getByRole("button", { name: button }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page.getByText(message).last()).toBeVisible();
}
