import { mayUse, type StaffRole } from "~/features/auth";
import { analyticsReport, contactClickFigures } from "~/features/analytics/index.server";
import { periodStart, readPeriod } from "~/lib/periods";
import { changelog, changelogCounts } from "./changelog";
import { getContentHealth } from "./content-health.server";
import { leadAttribution } from "./lead-attribution.server";
import { listPagesWithAnalytics } from "./pages-with-analytics.server";
import { reportTabsFor } from "./report-tabs";
import { readSalesPeriod } from "./sales-period";
import { loadSalesReport } from "./sales-report.server";
import { getSystemCounters, getSystemStatus, listRecentActivities } from "./system-status.server";

async function systemTab() {
  const [counters, status, activities] = await Promise.all([getSystemCounters(), getSystemStatus(), listRecentActivities()]);
  return { counters, status, activities: activities.map((activity) => ({ ...activity, at: activity.at.toISOString() })) };
}

/**
 * What 'Relatórios do Sistema' shows this role, read at once (each tab is a click away); the
 * tabs the role does not open are neither read nor sent.
 */
export async function loadReports(url: URL, role: StaffRole, now = new Date()) {
  const tabs = new Set(reportTabsFor(role).map((tab) => tab.value));
  const period = readPeriod(url.searchParams.get("periodo"));
  const sales = tabs.has("analytics") && mayUse(role, "/admin/messages");
  const salesPeriod = readSalesPeriod(url.searchParams, now);
  const [pagesWithAnalytics, system, health, analytics, attribution, contactClicks, salesReport] = await Promise.all([
    // The pages' own tracking codes are edited with the pages: the table is for whoever can open them.
    mayUse(role, "/admin/pages/edit/:id") ? listPagesWithAnalytics() : null,
    tabs.has("system") ? systemTab() : null,
    tabs.has("improvements") || tabs.has("issues") ? getContentHealth() : null,
    tabs.has("analytics") ? analyticsReport(period, now) : null,
    // Leads beside the visits, for whoever answers them (the sales area, as the inbox).
    sales ? leadAttribution(period, now) : null,
    // The clicks on WhatsApp, phone and e-mail links beside them: the conversions that leave no lead.
    sales ? contactClickFigures(periodStart(period, now), now) : null,
    tabs.has("sales") ? loadSalesReport(salesPeriod.period) : null,
  ]);
  return {
    tabs: [...tabs],
    pagesWithAnalytics,
    implementations: tabs.has("implementations") ? { changes: changelog, counts: changelogCounts(changelog) } : null,
    system,
    health,
    analytics,
    attribution,
    contactClicks,
    sales: salesReport ? { ...salesReport, error: salesPeriod.error } : null,
  };
}
