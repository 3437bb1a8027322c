/** Reports: analytics, lead attribution and sales, with their CSV exports. */
export { AnalyticsTab } from "./components/analytics-tab";
export { CounterGrid } from "./components/counter-grid";
export { HealthList } from "./components/health-list";
export { ImplementationsTab } from "./components/implementations-tab";
export { ContactClicksTables } from "./components/contact-clicks-tables";
export { LeadAttributionTables } from "./components/lead-attribution-tables";
export { PagesWithAnalyticsTable } from "./components/pages-with-analytics-table";
export { SalesTab } from "./components/sales-tab";
export { SystemTab } from "./components/system-tab";
export { salesCsv } from "./sales-figures";
export { readSalesPeriod } from "./sales-period";
export { isReportType, reportTabs, reportTabsFor, type ReportType } from "./report-tabs";
