import { analyticsReport } from "~/features/analytics/figures.server";
import { periodOptions } from "~/lib/periods";
import { changelog, changelogCounts } from "./changelog";
import { getContentHealth } from "./content-health.server";
import { listPagesWithAnalytics } from "./pages-with-analytics.server";
import { getSystemCounters, getSystemStatus, listRecentActivities } from "./system-status.server";

/** The period of the analytics tab from the address (`?periodo=`); anything else is 7 days. */
export function readPeriod(url: URL) {
  const asked = Number(url.searchParams.get("periodo") ?? 7);
  return periodOptions.find((option) => option === asked) ?? 7;
}

/** Everything 'Relatórios do Sistema' shows, read at once (each tab is a click away). */
export async function loadReports(url: URL, now = new Date()) {
  const [pagesWithAnalytics, counters, status, activities, health, analytics] = await Promise.all([
    listPagesWithAnalytics(),
    getSystemCounters(),
    getSystemStatus(),
    listRecentActivities(),
    getContentHealth(),
    analyticsReport(readPeriod(url), now),
  ]);
  return {
    pagesWithAnalytics,
    implementations: { changes: changelog, counts: changelogCounts(changelog) },
    system: { counters, status, activities: activities.map((activity) => ({ ...activity, at: activity.at.toISOString() })) },
    health,
    analytics,
  };
}
