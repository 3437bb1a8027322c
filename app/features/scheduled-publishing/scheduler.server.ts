import { db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { startPeriodicJob } from "~/lib/periodic-job.server";
import { publishDueItems } from "./publish-due.server";

/**
 * Checks for due pages and posts now (what came due while the server was stopped) and then
 * every `intervalSeconds`. Every instance runs it: the claim in the database lets one publish.
 * `now` is the clock it reads: the journeys run it ahead, so a post scheduled for the next
 * minute comes out within seconds.
 */
export function startScheduledPublishing(intervalSeconds: number, now: () => Date = () => new Date()) {
  return startPeriodicJob("publish the scheduled pages and posts", intervalSeconds * 1000, async () => {
    const published = await publishDueItems(db(), now());
    if (published > 0) logger.info({ published }, "scheduled pages and posts published");
  });
}
