import { personExportResponse } from "~/features/privacy/index.server";
import type { Route } from "./+types/lead-export";

/** Everything stored about a lead's e-mail, as export.json or export.csv (the address's ending); export.json?formato=tecnico for systems. */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const format = url.pathname.endsWith(".csv") ? "csv" : url.searchParams.get("formato") === "tecnico" ? "technical" : "json";
  return personExportResponse(params.id, format);
}
