export { ActivityFilters } from "./components/activity-filters";
export { ActivityList, type ActivityItem } from "./components/activity-list";
export { activityActions, activityEntities } from "./entities";
