export { erasureAction } from "./erasure-action.server";
export { personExportResponse } from "./export-response.server";
export { requirePrivacyLead } from "./privacy-lead.server";
