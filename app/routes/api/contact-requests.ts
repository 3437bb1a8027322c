import { respondToContactForm } from "~/features/contact/respond.server";
import { apiError } from "~/lib/api-response";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/contact-requests";

/** The quote modal and the detail-page popup post here. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError("Método não permitido", 405, "method_not_allowed");
  return respondToContactForm(request, context.get(requestInfoContext).clientIp);
}
