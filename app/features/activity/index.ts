export { ActivityFilters } from "./components/activity-filters";
export { ActivityList } from "./components/activity-list";
export { RecentActivityCard } from "./components/recent-activity-card";
export { activityActions, activityEntities } from "./entities";
