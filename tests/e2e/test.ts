import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { JourneyWatcher, type Expected } from "./watcher";

export { expect } from "@playwright/test";

/**
 * Marks the once-per-session quote prompt as done, so it never covers what a test clicks.
 * Init scripts run in every frame too, and a sandboxed frame has no storage to write to.
 */
export const skipLeadPrompt = () => {
  if (window.origin !== "null") sessionStorage.setItem("lead_prompt_done", "1");
};

/**
 * The watcher of the journey running in this worker: a worker runs one test at a time, and the
 * browser, shared by its tests, hands each context it opens to whichever journey is running.
 */
let running: JourneyWatcher | undefined;

/**
 * The contexts the running journey opened itself. Playwright closes only the page's own context
 * after a journey: left open, the others kept their pages (and the scripts, timers and requests of
 * those pages) alive in the worker's browser for the rest of the run.
 */
const openedByJourney: BrowserContext[] = [];

/**
 * Declares, for every journey of a file or a `describe`, what each may legitimately see:
 * `test.use(expecting({ toast: "Salvo.", type: "success" }, …))`. A `describe`'s replaces its
 * file's. (Playwright reads a bare array given to `test.use` as a value and its options, so the
 * list is handed over in that form.)
 */
export const expecting = (...sightings: Expected[]) => ({
  expectedSightings: [sightings, { scope: "test" }] as [Expected[], { scope: "test" }],
});

/**
 * Every journey runs watched: each toast, `role=alert`, console error, failed request and answer
 * of 400 or more in its browser contexts (the page's, and those it opens with
 * `browser.newContext`, `browser.newPage` or `newVisitorPage`) fails it when it ends, unless it
 * was declared: for one journey with `watcher.allow(…)`, for a file or a `describe` with
 * `test.use(expecting(…))`. A regression such as an error toast on a form that
 * worked shows up in whichever journey meets it. A journey that opens no browser is watched
 * too, and costs nothing: the watcher waits for a context to watch.
 */
export const test = base.extend<{ leadPrompt: boolean; expectedSightings: Expected[]; watcher: JourneyWatcher }, object>({
  leadPrompt: [false, { option: true }],
  expectedSightings: [[], { option: true }],
  watcher: [
    async ({ expectedSightings, javaScriptEnabled }, use) => {
      // A context the journey opens runs scripts as its page's does, unless it says otherwise.
      const watcher = new JourneyWatcher(javaScriptEnabled !== false);
      if (!Array.isArray(expectedSightings)) throw new Error("Declare a file's or a describe's sightings with test.use(expecting(…)).");
      watcher.allow(...expectedSightings);
      running = watcher;
      try {
        await use(watcher);
      } finally {
        running = undefined;
      }
      try {
        await watcher.settled();
        watcher.verdict();
      } finally {
        await Promise.all(openedByJourney.splice(0).map((context) => context.close()));
      }
    },
    { auto: true },
  ],
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const opened = await newContext.call(browser, options);
        if (running) {
          openedByJourney.push(opened);
          await running.watch(opened, { javaScriptEnabled: options?.javaScriptEnabled });
        }
        return opened;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context, leadPrompt, watcher }, use) => {
    await watcher.watch(context);
    if (!leadPrompt) await context.addInitScript(skipLeadPrompt);
    await use(context);
    // The pages it showed are read before it closes.
    await watcher.settled();
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
