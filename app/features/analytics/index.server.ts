/** Visits and page views: counting them, rolling them up by day, and the tracker on public pages; this is its server side. */
export { rollUpClosedDays } from "./daily-rollup.server";
export { analyticsReport } from "./figures.server";
export { originVisits } from "./origin-visits.server";
export { pathFigures } from "./page-figures.server";
export { consumeBeacon, visitRateLimitedMessage } from "./visit-limits.server";
export { groupUngroupedPageViews } from "./visit-sessions.server";
export { visitOrigin } from "./visit-origin.server";
export { visitorOf } from "./visitor.server";
export { flushVisits, recordEngagement, recordVisit } from "./visits.server";
export { contactClickFigures } from "./contact-click-figures.server";
export { recordContactClick } from "./contact-clicks.server";
