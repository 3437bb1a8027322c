export { companyContacts } from "./company-contacts.server";
export { meetingHoldMailKind, meetingMails } from "./meeting-mails.server";
export { startReminderChecks } from "./scheduler.server";
export { waitingLeadsData } from "./waiting-leads-data.server";
