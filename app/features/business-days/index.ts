export { brazilNationalHolidays } from "./holidays";
export {
  businessDateOf,
  businessInstantBefore,
  businessMsSince,
  formatBusinessTime,
  isDayOff,
  openingOn,
  type StaffDaysOff,
} from "./business-hours";
