import { consumeBeacon, visitRateLimitedMessage, visitorOf, recordVisit } from "~/features/analytics/index.server";
import { apiError } from "~/lib/api-response";
import { requestInfoContext } from "~/lib/request-context";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/visits";

/** POST { session_id, page_path, referrer }: one page view (sendBeacon's text/plain body is read as JSON too). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError("Método não permitido", 405, "method_not_allowed");
  if (!(await consumeBeacon("pageViews", context.get(requestInfoContext).clientIp))) {
    return apiError(visitRateLimitedMessage, 429, "rate_limited");
  }
  const result = recordVisit(await readJson(request), await visitorOf(request));
  if (!result.ok) return apiError(result.message, 400, "invalid_visit");
  return Response.json({ recorded: result.recorded }, { status: 202 });
}
