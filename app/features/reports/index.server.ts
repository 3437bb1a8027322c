export { loadDetailedReport } from "./detailed-report.server";
export { loadReports } from "./reports.server";
export { loadSalesReport } from "./sales-report.server";
