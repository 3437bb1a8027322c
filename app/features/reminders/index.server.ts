/** Reminders: meeting reminders, the morning digest and the leads waiting for an answer; this is its server side. */
export { companyContacts } from "./company-contacts.server";
export { meetingMails } from "./meeting-mails.server";
export { startReminderChecks } from "./scheduler.server";
export { waitingLeadsData } from "./waiting-leads-data.server";
