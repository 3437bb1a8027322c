import { respondToContactRequest } from "~/features/contact/index.server";
import { acceptOnly } from "~/lib/api-response";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/contact-requests";

/** Contact and quote requests as JSON, for senders other than the site's own forms. */
export const action = acceptOnly(["POST"], async ({ request, context }: Route.ActionArgs) => {
  return respondToContactRequest(request, context.get(requestInfoContext).clientIp);
});
