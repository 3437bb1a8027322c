import { analyticsReport } from "~/features/analytics/index.server";
import { readPeriod } from "~/lib/periods";
import { changelog, changelogCounts } from "./changelog";
import { getContentHealth } from "./content-health.server";
import { listPagesWithAnalytics } from "./pages-with-analytics.server";
import { getSystemCounters, getSystemStatus, listRecentActivities } from "./system-status.server";

/** Everything 'Relatórios do Sistema' shows, read at once (each tab is a click away). */
export async function loadReports(url: URL, now = new Date()) {
  const [pagesWithAnalytics, counters, status, activities, health, analytics] = await Promise.all([
    listPagesWithAnalytics(),
    getSystemCounters(),
    getSystemStatus(),
    listRecentActivities(),
    getContentHealth(),
    analyticsReport(readPeriod(url.searchParams.get("periodo")), now),
  ]);
  return {
    pagesWithAnalytics,
    implementations: { changes: changelog, counts: changelogCounts(changelog) },
    system: { counters, status, activities: activities.map((activity) => ({ ...activity, at: activity.at.toISOString() })) },
    health,
    analytics,
  };
}
