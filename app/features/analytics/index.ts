/** Visits and page views: counting them, rolling them up by day, and the tracker on public pages. */
export { VisitTracker } from "./components/visit-tracker";
export { change, type Figures } from "./figures";
export { figuresCsv } from "./figures-csv";
export { useVisitorSessionId, visitorSessionIdPattern } from "./session-field";
export { visitorSessionId } from "./visitor-session";
export type { ContactClickFigures, ContactClickRow } from "./contact-click-figures";
