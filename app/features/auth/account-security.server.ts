import { readFormData } from "~/lib/forms/form-action.server";
import type { AccountSecurityResponse } from "./account-security";
import { confirmTwoFactorSetup, startTwoFactorSetup, turnOffTwoFactor, type PasswordCaller } from "./two-factor.server";

type Answer = { body: AccountSecurityResponse; status: number; headers?: Headers };

/**
 * The three steps of the 'Segurança da conta' screen. Confirming and turning off replace the
 * session (the auth library renews it when the account changes), so their cookies go back.
 */
export async function accountSecurityAction(request: Request, caller: PasswordCaller): Promise<Answer> {
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "start") {
    const result = await startTwoFactorSetup({ password: form.get("password") }, request, caller);
    if (!result.ok) return { body: { intent, ok: false, message: result.message }, status: result.status };
    return { body: { intent, ok: true, setup: result.setup }, status: 200 };
  }
  if (intent === "confirm" || intent === "disable") {
    const result =
      intent === "confirm"
        ? await confirmTwoFactorSetup({ code: form.get("code") }, request)
        : await turnOffTwoFactor({ password: form.get("password") }, request, caller);
    if (!result.ok) return { body: { intent, ok: false, message: result.message }, status: result.status };
    return { body: { intent, ok: true }, status: 200, headers: result.headers };
  }
  return { body: { intent: "start", ok: false, message: "Ação desconhecida." }, status: 400 };
}
