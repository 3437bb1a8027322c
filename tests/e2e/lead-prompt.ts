import type { BrowserContext, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect, hydrated } from "./test";

/** A visitor who has already answered the cookie banner, which the quote prompt never covers. */
export const cookiesAnswered = (context: BrowserContext) => context.addCookies([{ name: "cookie_consent", value: "false", url: baseURL }]);

/**
 * Opens `path` with the browser's clock running from a minute ago, and waits for the page to
 * hydrate. A form stamps its start with that clock, so the server's minimum fill time (in its own
 * clock) has passed as for a person who took a minute. The quote prompt's 5 s timer is set on
 * hydration: moving the clock on before that moved nothing, and the prompt then came after 5 real
 * seconds, or a check that it stays closed passed before it could have opened.
 */
export async function visitFromAMinuteAgo(page: Page, path: string) {
  await page.clock.install({ time: Date.now() - 60_000 });
  await page.goto(path);
  await hydrated(page);
}

/** Reloads the page, and waits for it to hydrate again, its timers set. */
export async function reloadHydrated(page: Page) {
  await page.reload();
  await hydrated(page);
}

/**
 * No prompt has opened. Its dialog's code loads when it first opens, so a prompt the clock has
 * just let through shows a moment later: it gets a second to show before its absence counts.
 * The page's clock runs on during that second.
 */
export async function expectNoPrompt(page: Page, name?: string) {
  await page.waitForTimeout(1000);
  await expect(page.getByRole("dialog", name ? { name } : {})).toHaveCount(0);
}
