export { loadDetailedReport } from "./detailed-report.server";
export { loadReports } from "./reports.server";
