/** Business days and hours in Brazil: national holidays and the working calendar. */
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
