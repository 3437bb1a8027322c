/** The back office's dashboard: its figures, cards and refresh. */
export { DashboardHeader } from "./components/dashboard-header";
export { DashboardLoadError } from "./components/dashboard-load-error";
export { QuickActions } from "./components/quick-actions";
export { SalesSummary } from "./components/sales-summary";
export { StatCards } from "./components/stat-cards";
export { useDashboardRefresh } from "./use-dashboard-refresh";
