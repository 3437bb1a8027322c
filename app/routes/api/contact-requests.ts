import { respondToContactRequest } from "~/features/contact/index.server";
import { apiError } from "~/lib/api-response";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/contact-requests";

/** Contact and quote requests as JSON, for senders other than the site's own forms. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError("Método não permitido", 405, "method_not_allowed");
  return respondToContactRequest(request, context.get(requestInfoContext).clientIp);
}
