export { meetingConfirmation } from "./meeting-mails.server";
