import { redirect } from "react-router";
import { auth } from "~/features/auth/index.server";
import { formAction } from "~/lib/forms/form-action.server";
import { acceptInvitation } from "./invitations.server";
import { acceptInvitationSchema } from "./schema";

/** The invitee's form: the account is made, the invitation spent, and the new member signed in. */
export function acceptInvitationAction(request: Request, token: string) {
  return formAction(
    request,
    acceptInvitationSchema,
    async (input) => {
      const accepted = await acceptInvitation(token, input);
      if (!accepted.ok) return accepted;
      const { headers } = await auth().api.signInEmail({
        body: { email: accepted.email, password: input.password },
        headers: request.headers,
        returnHeaders: true,
      });
      const answer = new Headers();
      for (const cookie of headers.getSetCookie()) answer.append("set-cookie", cookie);
      throw redirect("/admin", { headers: answer });
    },
    { hideFields: ["password", "confirmPassword"] },
  );
}
