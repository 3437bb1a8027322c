export { deliverMail, mailConfigured } from "./deliver.server";
export { sendStaffMail } from "./staff-mail.server";
export { enqueueMail, type OutboxMail } from "./enqueue.server";
