export { sendStaffMail } from "./staff-mail.server";
