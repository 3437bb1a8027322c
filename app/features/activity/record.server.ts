import { isDeepStrictEqual } from "node:util";
import type { Database } from "~/db/client.server";
import { activityLog, type ActivityChange } from "~/db/schema";
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
  /** Values before and after, kept only for content and only when short (decision 213). */
  changes?: ActivityChange[];
  /** Who did it; by default the staff member the request acts for (the admin guards set it). */
  actorId?: string | null;
};

/**
 * Writes one row of the activity log. Called with the transaction of the change, so the row and
 * the change are stored together or not at all.
 */
export async function recordActivity(
  executor: Executor,
  { entity, entityId, action, label = "", fields = [], changes = [], actorId }: ActivityEntry,
) {
  await executor.insert(activityLog).values({
    actorId: actorId === undefined ? (currentActor()?.id ?? null) : actorId,
    entity,
    entityId,
    action,
    label: label.slice(0, 300),
    fields,
    changes: valuesKept.has(entity) ? changes.filter(({ before, after }) => isShort(before) && isShort(after)) : [],
  });
}

// Pages, posts and files are the company's content; a lead's or a message's values are a person's
// data, which the log never keeps (an erasure would have to find them).
const valuesKept = new Set<ActivityEntity>(["page", "post", "policy", "home-page", "about-page", "special-page", "upload"]);
const shortValue = 80;
const isShort = (value: string) => value.length <= shortValue && !value.includes("\n");

/** The names of the fields whose values differ between the stored row and the saved one. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  return Object.keys(after).filter((key) => !isDeepStrictEqual(before[key], after[key]));
}
