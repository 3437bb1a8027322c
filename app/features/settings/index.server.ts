/** The site's settings: company details, integrations, meeting hours, cache and loss reasons; this is its server side. */
export { fillCompanyYears, yearsInMarket } from "./company";
export {
  getCompanySettings,
  getProposalSettings,
  getLostReasons,
  getReplyTemplates,
  getSetting,
  getSettingsFormValues,
  settingUpdatedAt,
} from "./queries.server";
export { saveSettings } from "./service.server";
export { getLeadAlertHours, getStaffDaysOff } from "./business-calendar.server";
export { getSharedCacheTimes } from "./shared-cache.server";
