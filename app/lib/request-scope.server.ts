import { AsyncLocalStorage } from "node:async_hooks";

/** The staff member a request acts for, as the admin guards found them. */
export type Actor = { id: string; name: string };

/**
 * The request being handled: its id, so that whatever is logged while handling it carries it,
 * and, once an admin guard let it in, the staff member it acts for, so that every change it
 * makes is written to the activity log with its author.
 */
export const requestScope = new AsyncLocalStorage<{ id: string; actor?: Actor }>();

/** The staff member the current request acts for, if any. */
export const currentActor = () => requestScope.getStore()?.actor;

/** Marks the current request as acting for this staff member. */
export function actAs(actor: Actor) {
  const scope = requestScope.getStore();
  if (scope) scope.actor = actor;
}
