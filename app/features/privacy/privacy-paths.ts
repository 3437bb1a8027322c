import type { ExportFormat } from "./person-export";

/** The lead's page of its LGPD tools. */
export const leadPrivacyPath = (leadId: string) => `/admin/leads/${leadId}/privacidade`;

/** The erasure's own page, where the form is posted (and shown before scripts load). */
export const leadErasurePath = (leadId: string) => `${leadPrivacyPath(leadId)}/apagar`;

/** Its pattern in app/routes.ts: administrators only (app/features/auth/roles.ts). */
export const leadErasurePattern = "/admin/leads/:id/privacidade/apagar";

/** The technical JSON is the same address's JSON for systems (`?formato=tecnico`). */
export const leadExportPath = (leadId: string, format: ExportFormat) =>
  format === "technical" ? `/api/admin/leads/${leadId}/export.json?formato=tecnico` : `/api/admin/leads/${leadId}/export.${format}`;

/** Where staff land after an erasure: its record, the only trace it leaves. */
export const afterErasurePath = "/admin/activity?tipo=personal-data";
