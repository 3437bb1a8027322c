import { visitorOf } from "~/features/analytics/visitor.server";
import { recordEngagement } from "~/features/analytics/visits.server";
import { apiError } from "~/lib/api-response";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/visit-engagement";

/** POST { session_id, page_path, engaged_seconds }: the heartbeat of a visible page. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError("Método não permitido", 405, "method_not_allowed");
  const result = await recordEngagement(await readJson(request), await visitorOf(request));
  if (!result.ok) return apiError(result.message, 400, "invalid_engagement");
  return Response.json({ recorded: result.recorded }, { status: 202 });
}
