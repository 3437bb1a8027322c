export { publishDueItems, startScheduledPublishing, stopScheduledPublishing } from "./scheduler.server";
