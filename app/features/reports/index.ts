export { AnalyticsTab } from "./components/analytics-tab";
export { CounterGrid } from "./components/counter-grid";
export { HealthList } from "./components/health-list";
export { ImplementationsTab } from "./components/implementations-tab";
export { ContactClicksTables } from "./components/contact-clicks-tables";
export { LeadAttributionTables } from "./components/lead-attribution-tables";
export { PagesWithAnalyticsTable } from "./components/pages-with-analytics-table";
export { SystemTab } from "./components/system-tab";
export { isReportType, reportTabs, reportTabsFor, type ReportType } from "./report-tabs";
