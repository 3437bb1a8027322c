/** A person's data under the LGPD: the export and the erasure; this is its server side. */
export { erasureAction } from "./erasure-action.server";
export { personExportResponse } from "./export-response.server";
export { requirePrivacyLead } from "./privacy-lead.server";
