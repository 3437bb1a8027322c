import { apiError } from "~/lib/api-response";
import { personExportCsv, personExportJson, personExportTechnicalJson, type ExportFormat } from "./person-export";
import { exportPersonData } from "./person-export.server";
import { isLeadId } from "./privacy-lead.server";
import { privacyMessages } from "./privacy-messages";

const files: Record<ExportFormat, { contentType: string; body: typeof personExportJson; name: string }> = {
  json: { contentType: "application/json; charset=utf-8", body: personExportJson, name: "dados-pessoais-{date}.json" },
  csv: { contentType: "text/csv; charset=utf-8", body: personExportCsv, name: "dados-pessoais-{date}.csv" },
  technical: {
    contentType: "application/json; charset=utf-8",
    body: personExportTechnicalJson,
    name: "dados-pessoais-{date}-tecnico.json",
  },
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
  const file = files[format];
  return new Response(file.body(exported), {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.name.replace("{date}", exported.exportedAt.slice(0, 10))}"`,
      "cache-control": "no-store",
    },
  });
}
