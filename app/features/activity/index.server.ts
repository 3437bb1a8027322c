export { activityPeople, pageOfActivity, recentActivity } from "./queries.server";
export { changedFields, recordActivity } from "./record.server";
export { keepActivityForAYear } from "./retention.server";
