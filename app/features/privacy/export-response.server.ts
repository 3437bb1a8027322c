import { apiError } from "~/lib/api-response";
import { personExportCsv, personExportJson, type ExportFormat } from "./person-export";
import { exportPersonData } from "./person-export.server";
import { isLeadId } from "./privacy-lead.server";
import { privacyMessages } from "./privacy-messages";

const contentTypes: Record<ExportFormat, string> = {
  json: "application/json; charset=utf-8",
  csv: "text/csv; charset=utf-8",
};

/**
 * The download of everything stored about a lead's e-mail. The file's name carries no personal
 * data, and no cache (the browser's or a proxy's) keeps a copy.
 */
export async function personExportResponse(leadId: string | undefined, format: ExportFormat, now = new Date()) {
  if (!isLeadId(leadId)) return apiError(privacyMessages.leadNotFound, 404, "not_found");
  const outcome = await exportPersonData(leadId, format, now);
  if (!outcome.ok) return apiError(outcome.message, outcome.status, outcome.status === 404 ? "not_found" : "forbidden");
  const { exported } = outcome;
  const body = format === "json" ? personExportJson(exported) : personExportCsv(exported);
  return new Response(body, {
    headers: {
      "content-type": contentTypes[format],
      "content-disposition": `attachment; filename="dados-pessoais-${exported.exportedAt.slice(0, 10)}.${format}"`,
      "cache-control": "no-store",
    },
  });
}
