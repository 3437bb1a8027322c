import { refuse } from "~/lib/action-result";
import { intent, intentAction } from "~/lib/forms/intent-action.server";
import { deleteContactRequest, setRead } from "./inbox.server";
import { inboxDeleteSchema, inboxMessages, inboxReadSchema } from "./inbox-messages";

/** The inbox's buttons: delete a message, or mark it read or unread. */
export function inboxAction(request: Request) {
  return intentAction(request, {
    delete: intent(inboxDeleteSchema, async ({ id }) => {
      const removed = await deleteContactRequest(id);
      return removed ? { ok: true, name: removed.name } : refuse(404, inboxMessages.deleteFailed);
    }),
    read: intent(inboxReadSchema, async ({ id, read }) =>
      (await setRead(id, read)) ? { ok: true, name: "" } : refuse(404, inboxMessages.updateFailed),
    ),
  });
}
