import { lt } from "drizzle-orm";
import { subYears } from "date-fns/subYears";
import { db } from "~/db/client.server";
import { activityLog } from "~/db/schema";
import { startPeriodicJob } from "~/lib/periodic-job.server";

/** Rows are kept a year (decision 154). */
export async function pruneActivity(now = new Date()) {
  const removed = await db()
    .delete(activityLog)
    .where(lt(activityLog.at, subYears(now, 1)))
    .returning({ id: activityLog.id });
  return removed.length;
}

const everyMs = 6 * 60 * 60 * 1000;

/** Prunes at start and every six hours; every instance may, the delete is the same. */
export function keepActivityForAYear() {
  return startPeriodicJob("prune the activity log", everyMs, () => pruneActivity());
}
