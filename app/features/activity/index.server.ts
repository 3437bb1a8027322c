/** The record of what staff did ('Atividade'): writing it, and the screen that lists it; this is its server side. */
export { activityPeople, pageOfActivity, recentActivity } from "./queries.server";
export { changedFields, recordActivity } from "./record.server";
export type { ActivityEntity } from "./entities";
export { keepActivityForAYear } from "./retention.server";
