export { VisitTracker } from "./components/visit-tracker";
export { change, type Figures } from "./figures";
export { figuresCsv } from "./figures-csv";
export { visitorSessionId } from "./visitor-session";
