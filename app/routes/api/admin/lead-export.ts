import { personExportResponse } from "~/features/privacy/index.server";
import type { Route } from "./+types/lead-export";

/** Everything stored about a lead's e-mail, as export.json or export.csv (the address's ending). */
export function loader({ request, params }: Route.LoaderArgs) {
  return personExportResponse(params.id, new URL(request.url).pathname.endsWith(".csv") ? "csv" : "json");
}
