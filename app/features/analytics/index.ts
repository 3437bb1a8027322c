export { VisitTracker } from "./components/visit-tracker";
export { change, type Figures } from "./figures";
export { figuresCsv, formatDuration } from "./figures-csv";
export { visitorSessionId } from "./visitor-session";
