export { sendStaffMail } from "./staff-mail.server";
export { deliverMail, mailConfigured } from "./mail.server";
