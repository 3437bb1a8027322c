import { consumeBeacon, visitRateLimitedMessage, visitorOf, recordVisit } from "~/features/analytics/index.server";
import { acceptOnly, apiError } from "~/lib/api-response";
import { requestInfoContext } from "~/lib/request-context";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/visits";

/** POST { session_id, page_path, referrer }: one page view (sendBeacon's text/plain body is read as JSON too). */
export const action = acceptOnly(["POST"], async ({ request, context }: Route.ActionArgs) => {
  if (!(await consumeBeacon("pageViews", context.get(requestInfoContext).clientIp))) {
    return apiError(visitRateLimitedMessage, 429, "rate_limited");
  }
  const result = recordVisit(await readJson(request), await visitorOf(request));
  if (!result.ok) return apiError(result.message, 400, "invalid_visit");
  return Response.json({ recorded: result.recorded }, { status: 202 });
});
