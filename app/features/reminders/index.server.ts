export { meetingConfirmation } from "./meeting-mails.server";
export { startReminderChecks, stopReminderChecks } from "./scheduler.server";
export { waitingLeadsData } from "./waiting-leads-data.server";
