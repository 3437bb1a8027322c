/** Reports: analytics, lead attribution and sales, with their CSV exports; this is its server side. */
export { loadDetailedReport } from "./detailed-report.server";
export { loadReports } from "./reports.server";
export { loadSalesReport } from "./sales-report.server";
