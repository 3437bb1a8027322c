export { checkHealth } from "./health.server";
