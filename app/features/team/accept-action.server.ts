import { data, redirect } from "react-router";
import { auth } from "~/features/auth/index.server";
import { readFormData } from "~/lib/forms/form-action.server";
import type { FormActionData } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { acceptInvitation } from "./invitations.server";
import { acceptInvitationSchema } from "./schema";

const hideFields = ["password", "confirmPassword"];

/** The invitee's form: the account is made, the invitation spent, and the new member signed in. */
export async function acceptInvitationAction(request: Request, token: string) {
  const submission = parseForm(await readFormData(request), acceptInvitationSchema);
  if (submission.status !== "success") return data<FormActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  const accepted = await acceptInvitation(token, submission.value);
  if (!accepted.ok) {
    return data<FormActionData>({ result: submission.reply({ formErrors: [accepted.message], hideFields }) }, { status: accepted.status });
  }
  const { headers } = await auth().api.signInEmail({
    body: { email: accepted.email, password: submission.value.password },
    headers: request.headers,
    returnHeaders: true,
  });
  const answer = new Headers();
  for (const cookie of headers.getSetCookie()) answer.append("set-cookie", cookie);
  return redirect("/admin", { headers: answer });
}
