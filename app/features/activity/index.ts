export { ActivityFilters } from "./components/activity-filters";
export { ActivityList, type ActivityItem } from "./components/activity-list";
