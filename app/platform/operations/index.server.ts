/** The health check that orchestrators and the proxy ask. */
export { checkHealth } from "./health.server";
