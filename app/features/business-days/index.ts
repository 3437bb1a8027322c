export { brazilNationalHolidays } from "./holidays";
export {
  businessDateOf,
  businessInstantAfter,
  businessInstantBefore,
  businessMsSince,
  formatBusinessTime,
  isDayOff,
  openingOn,
  type StaffDaysOff,
} from "./business-hours";
