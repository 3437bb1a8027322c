import { test as base, type Browser, type Page } from "@playwright/test";
import { describeSighting, JourneyWatcher } from "./watcher";

export { expect } from "@playwright/test";

/**
 * Marks the once-per-session quote prompt as done, so it never covers what a test clicks.
 * Init scripts run in every frame too, and a sandboxed frame has no storage to write to.
 */
export const skipLeadPrompt = () => {
  if (window.origin !== "null") sessionStorage.setItem("lead_prompt_done", "1");
};

/**
 * A journey that takes `watcher` runs watched: each toast, `role=alert`, console error, failed
 * request and answer of 400 or more in its browser contexts (the page's, and those it opens with
 * `browser.newContext`, `browser.newPage` or `newVisitorPage`) fails it when it ends, unless the
 * journey declared it with `watcher.allow(…)`. A regression such as an error toast on a form
 * that worked shows up in whichever watched journey meets it.
 */
export const test = base.extend<{ leadPrompt: boolean; watcher: JourneyWatcher }>({
  leadPrompt: [false, { option: true }],
  context: async ({ context, leadPrompt }, use) => {
    if (!leadPrompt) await context.addInitScript(skipLeadPrompt);
    await use(context);
  },
  watcher: async ({ browser, context }, use) => {
    const watcher = new JourneyWatcher();
    await watcher.watch(context);
    const newContext = browser.newContext;
    browser.newContext = async (options) => {
      const opened = await newContext.call(browser, options);
      await watcher.watch(opened);
      return opened;
    };
    try {
      await use(watcher);
    } finally {
      browser.newContext = newContext;
    }
    const unexpected = watcher.unexpected();
    if (unexpected.length) {
      throw new Error(
        `The journey saw what it did not declare (watcher.allow):\n${unexpected.map((sighting) => `  - ${describeSighting(sighting)}`).join("\n")}`,
      );
    }
  },
});

/** A separate visitor, with no staff session and no quote prompt. */
export async function newVisitorPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(skipLeadPrompt);
  return context.newPage();
}

/**
 * Waits until React Router has taken the page over and the browser has painted once after it:
 * whatever the page runs on hydration has run by then.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
}
