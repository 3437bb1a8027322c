export { getCompanySettings, getSetting, getSettingsFormValues } from "./queries.server";
export { saveSettings } from "./service.server";
