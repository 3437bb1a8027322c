import { consumeBeacon, visitRateLimitedMessage, visitorOf, recordEngagement } from "~/features/analytics/index.server";
import { apiError } from "~/lib/api-response";
import { requestInfoContext } from "~/lib/request-context";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/visit-engagement";

/** POST { session_id, page_path, engaged_seconds }: the heartbeat of a visible page. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError("Método não permitido", 405, "method_not_allowed");
  if (!(await consumeBeacon("heartbeats", context.get(requestInfoContext).clientIp))) {
    return apiError(visitRateLimitedMessage, 429, "rate_limited");
  }
  const result = await recordEngagement(await readJson(request), await visitorOf(request));
  if (!result.ok) return apiError(result.message, 400, "invalid_engagement");
  return Response.json({ recorded: result.recorded }, { status: 202 });
}
