import { mailConfigured } from "~/features/notifications/index.server";
import { formAction } from "~/lib/forms/form-action.server";
import { forgotPasswordSchema, resetPasswordSchema } from "./password-reset-schema";
import { requestPasswordReset, resetLinkState, resetPassword } from "./password-reset.server";

/** 'Esqueci minha senha' offers its form only where the site can e-mail the link. */
export function forgotPasswordLoader() {
  return { byMail: mailConfigured() };
}

export function forgotPasswordAction(request: Request, clientIp: string) {
  return formAction(request, forgotPasswordSchema, (value) => requestPasswordReset(value, { clientIp }));
}

/** The reset link's page: its token, and whether it still works. */
export async function resetPasswordLoader(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, state: await resetLinkState(token) };
}

export function resetPasswordAction(request: Request) {
  return formAction(request, resetPasswordSchema, (value) => resetPassword(value), { hideFields: ["password", "confirmation"] });
}
