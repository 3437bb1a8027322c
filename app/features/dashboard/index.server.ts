export { dashboardData } from "./dashboard-data.server";
