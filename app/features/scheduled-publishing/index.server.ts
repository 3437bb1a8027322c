export { startScheduledPublishing } from "./scheduler.server";
