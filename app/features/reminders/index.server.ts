export { meetingConfirmation } from "./meeting-mails.server";
export { startReminderChecks, stopReminderChecks } from "./scheduler.server";
export { waitingLeads, type WaitingLead } from "./waiting-leads.server";
