import { consumeBeacon, recordContactClick, visitRateLimitedMessage, visitorOf } from "~/features/analytics/index.server";
import { acceptOnly, apiError } from "~/lib/api-response";
import { requestInfoContext } from "~/lib/request-context";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/contact-clicks";

/** POST { session_id, page_path, kind }: a click on a WhatsApp, phone or e-mail link (sendBeacon's text/plain body is read as JSON too). */
export const action = acceptOnly(["POST"], async ({ request, context }: Route.ActionArgs) => {
  if (!(await consumeBeacon("contactClicks", context.get(requestInfoContext).clientIp))) {
    return apiError(visitRateLimitedMessage, 429, "rate_limited");
  }
  const result = await recordContactClick(await readJson(request), await visitorOf(request));
  if (!result.ok) return apiError(result.message, 400, "invalid_click");
  return Response.json({ recorded: result.recorded }, { status: 202 });
});
