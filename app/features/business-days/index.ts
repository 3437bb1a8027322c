export { brazilNationalHolidays, type Holiday } from "./holidays";
export {
  businessDateOf,
  businessInstantBefore,
  businessMsBetween,
  businessMsSince,
  formatBusinessTime,
  isDayOff,
  openingOn,
  type StaffDaysOff,
  type WeeklyHours,
} from "./business-hours";
