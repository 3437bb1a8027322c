/** Publishing pages and posts at the time staff chose. */
export { startScheduledPublishing } from "./scheduler.server";
