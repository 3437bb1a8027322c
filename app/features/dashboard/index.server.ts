export { getDashboardStats, type DashboardStats } from "./stats.server";
