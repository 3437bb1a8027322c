export { activityPeople, pageOfActivity, recentActivity } from "./queries.server";
export { changedFields, recordActivity } from "./record.server";
export type { ActivityEntity } from "./entities";
export { keepActivityForAYear } from "./retention.server";
