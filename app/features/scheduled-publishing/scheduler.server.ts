import { db, type Database } from "~/db/client.server";
import { publishDuePosts } from "~/features/blog/index.server";
import { publishDuePages } from "~/features/catalogue/index.server";
import { logger } from "~/lib/logger.server";

/** Publishes every page and post whose time has come; how many were published. */
export async function publishDueItems(database: Database = db(), now = new Date()) {
  return (await publishDuePages(database, now)) + (await publishDuePosts(database, now));
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;

function check() {
  running ??= publishDueItems()
    .then((published) => {
      if (published > 0) logger.info({ published }, "scheduled pages and posts published");
    })
    .catch((error: unknown) => logger.error({ err: error }, "could not publish the scheduled pages and posts"))
    .finally(() => {
      running = undefined;
    });
}

/**
 * Checks for due pages and posts now (what came due while the server was stopped) and then
 * every `intervalSeconds`. Every instance runs it: the claim in the database lets one publish.
 */
export function startScheduledPublishing(intervalSeconds: number) {
  check();
  timer = setInterval(check, intervalSeconds * 1000);
  timer.unref();
}

/** Stops the checks, after the one under way. */
export async function stopScheduledPublishing() {
  clearInterval(timer);
  timer = undefined;
  await running;
}
