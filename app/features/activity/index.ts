/** The record of what staff did ('Atividade'): writing it, and the screen that lists it. */
export { ActivityFilters } from "./components/activity-filters";
export { ActivityList } from "./components/activity-list";
export { RecentActivityCard } from "./components/recent-activity-card";
export { activityActions, activityEntities } from "./entities";
