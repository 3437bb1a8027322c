/** The site's settings: company details, integrations, meeting hours, cache and loss reasons. */
export { type CompanySettings } from "./company";
export { SettingsEditor } from "./components/settings-editor";
export { defaultMeetingHours, meetingHoursKey, minutesOfDay, readMeetingHours, type MeetingHours } from "./meeting-hours";
export { settingsMessages, settingsSchema } from "./schema";
export { fillReplyPlaceholders } from "./reply-templates";
