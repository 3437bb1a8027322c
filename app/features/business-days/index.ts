export { brazilNationalHolidays, type Holiday } from "./holidays";
export {
  businessDateOf,
  businessMsBetween,
  businessMsSince,
  isDayOff,
  openingOn,
  type StaffDaysOff,
  type WeeklyHours,
} from "./business-hours";
