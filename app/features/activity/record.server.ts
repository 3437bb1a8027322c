import { isDeepStrictEqual } from "node:util";
import type { Database } from "~/db/client.server";
import { activityLog } from "~/db/schema";
import { currentActor } from "~/lib/request-scope.server";
import type { ActivityAction, ActivityEntity } from "./entities";

/** The database, or the transaction of the change being recorded. */
type Executor = Pick<Database, "insert">;

export type ActivityEntry = {
  entity: ActivityEntity;
  entityId: string;
  action: ActivityAction;
  label?: string;
  fields?: string[];
  /** Who did it; by default the staff member the request acts for (the admin guards set it). */
  actorId?: string | null;
};

/**
 * Writes one row of the activity log. Called with the transaction of the change, so the row and
 * the change are stored together or not at all.
 */
export async function recordActivity(executor: Executor, { entity, entityId, action, label = "", fields = [], actorId }: ActivityEntry) {
  await executor.insert(activityLog).values({
    actorId: actorId === undefined ? (currentActor()?.id ?? null) : actorId,
    entity,
    entityId,
    action,
    label: label.slice(0, 300),
    fields,
  });
}

/** The names of the fields whose values differ between the stored row and the saved one. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  return Object.keys(after).filter((key) => !isDeepStrictEqual(before[key], after[key]));
}
