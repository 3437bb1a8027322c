import { getLeadAlertHours, getSetting, getStaffDaysOff } from "~/features/settings/index.server";
import { meetingHoursKey, readMeetingHours } from "~/features/settings";

/** The meeting hours (the business hours of the alert clock), the staff's days off and the alert's hours. */
export async function businessCalendar() {
  const [hours, daysOff, alertHours] = await Promise.all([
    getSetting(meetingHoursKey).then(readMeetingHours),
    getStaffDaysOff(),
    getLeadAlertHours(),
  ]);
  return { hours, daysOff, alertHours };
}
