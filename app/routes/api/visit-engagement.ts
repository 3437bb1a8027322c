import { consumeBeacon, visitRateLimitedMessage, visitorOf, recordEngagement } from "~/features/analytics/index.server";
import { acceptOnly, apiError } from "~/lib/api-response";
import { requestInfoContext } from "~/lib/request-context";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/visit-engagement";

/** POST { session_id, page_path, engaged_seconds }: the heartbeat of a visible page. */
export const action = acceptOnly(["POST"], async ({ request, context }: Route.ActionArgs) => {
  if (!(await consumeBeacon("heartbeats", context.get(requestInfoContext).clientIp))) {
    return apiError(visitRateLimitedMessage, 429, "rate_limited");
  }
  const result = await recordEngagement(await readJson(request), await visitorOf(request));
  if (!result.ok) return apiError(result.message, 400, "invalid_engagement");
  return Response.json({ recorded: result.recorded }, { status: 202 });
});
