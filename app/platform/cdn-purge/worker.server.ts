import { config, type CdnPurgeConfig } from "~/config/env.server";
import { db, type Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { startPeriodicJob, type PeriodicJob } from "~/lib/periodic-job.server";
import { claimDuePurges, recordFailure, recordPurged, writePurge } from "./queue.server";
import { sendPurge } from "./send.server";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

type DrainOptions = { settings?: CdnPurgeConfig; shouldStop?: () => boolean; now?: () => Date };

/** Sends every purge due, a call per batch of tags: how many calls went through and how many failed. */
export async function drainCdnPurges(
  database: Database = db(),
  { settings = config().cdnPurge, shouldStop = () => false, now = () => new Date() }: DrainOptions = {},
) {
  const counts = { sent: 0, failed: 0 };
  if (!settings) return counts;
  while (!shouldStop()) {
    const claimed = await claimDuePurges(database, now());
    if (claimed.length === 0) break;
    const tags = claimed.map((purge) => purge.tag).sort();
    try {
      await sendPurge(settings, tags);
    } catch (error) {
      const givenUp = await recordFailure(database, claimed, errorText(error), now());
      logger.warn({ err: error, tags }, "the CDN did not purge these tags: they will be sent again");
      if (givenUp.length > 0) logger.error({ tags: givenUp }, "purges of the CDN given up after a day of failures");
      counts.failed++;
      continue;
    }
    await recordPurged(database, claimed, now());
    logger.info({ tags }, "the CDN purged these tags");
    counts.sent++;
  }
  return counts;
}

let job: PeriodicJob | undefined;

/**
 * Queues a purge of these tags, once per invalidation: only the instance that made the change
 * calls it, the others only hear of it. Nothing is written without CDN_PURGE_URL. This
 * process's worker sends it at once; a failure here is logged, never the change's.
 */
export async function requestPurge(
  tags: readonly string[],
  { settings = config().cdnPurge, database }: { settings?: CdnPurgeConfig; database?: Database } = {},
) {
  if (!settings) return;
  try {
    await writePurge(database ?? db(), tags, new Date());
    job?.runNow();
  } catch (error) {
    logger.error({ err: error, tags }, "could not queue a purge of the CDN; its copies expire on their own");
  }
}

/**
 * Sends the purges due now (those left by a stop), then every `intervalSeconds` and after each
 * invalidation here. Every instance runs it: `SKIP LOCKED` and the lease give each tag to one of
 * them. Without CDN_PURGE_URL there is nothing to run.
 */
export function startCdnPurges(intervalSeconds: number, settings = config().cdnPurge): PeriodicJob {
  if (!settings) return { runNow: () => {}, stop: async () => {} };
  const started = startPeriodicJob("send the purges of the CDN", intervalSeconds * 1000, (signal) =>
    drainCdnPurges(db(), { settings, shouldStop: () => signal.aborted }),
  );
  job = started;
  return {
    runNow: started.runNow,
    stop: async () => {
      if (job === started) job = undefined;
      await started.stop();
    },
  };
}
