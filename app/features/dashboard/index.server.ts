/** The back office's dashboard: its figures, cards and refresh; this is its server side. */
export { dashboardData } from "./dashboard-data.server";
