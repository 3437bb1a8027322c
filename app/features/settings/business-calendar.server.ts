import { daysOffKey, readDaysOff } from "./days-off";
import { leadAlertHoursKey, readLeadAlertHours } from "./lead-alert";
import { getSetting } from "./queries.server";

/** The dates ("2026-12-24") the staff marked as days off in the settings. */
export async function getStaffDaysOff() {
  return readDaysOff(await getSetting(daysOffKey)).map((day) => day.date);
}

/** After how many business hours a lead still 'Novo' is flagged. */
export async function getLeadAlertHours() {
  return readLeadAlertHours(await getSetting(leadAlertHoursKey));
}
