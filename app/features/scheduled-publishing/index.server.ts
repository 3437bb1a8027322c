export { startScheduledPublishing, stopScheduledPublishing } from "./scheduler.server";
