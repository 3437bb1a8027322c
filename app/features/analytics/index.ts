export { VisitTracker } from "./components/visit-tracker";
export { change, type Figures } from "./figures";
export { figuresCsv } from "./figures-csv";
export { visitorSessionId, visitorSessionIdPattern } from "./visitor-session";
