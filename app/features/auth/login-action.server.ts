import { data } from "react-router";
import { readFormData } from "~/lib/forms/form-action.server";
import { parseForm } from "~/lib/forms/parse-form";
import { loginSchema } from "./login-schema";
import { signIn } from "./sign-in.server";
import { backupCodeSchema, totpCodeSchema } from "./two-factor-schema";
import { verifySignInCode } from "./two-factor.server";

const twoFactorTitle = "Verificação em duas etapas";

/**
 * The login screen's action. First the e-mail and password; with two-factor on, then the
 * app's code or a backup code. Each answer names the step to show next, and Conform's result
 * of that step's form, whose errors are the screen's message (a title, then a description).
 */
export async function loginAction(request: Request, clientIp: string) {
  const formData = await readFormData(request);
  const method = formData.get("intent");
  if (method === "totp" || method === "backup") {
    const submission = parseForm(formData, method === "totp" ? totpCodeSchema : backupCodeSchema);
    if (submission.status !== "success") return data({ step: "code" as const, result: submission.reply() }, { status: 400 });
    const verified = await verifySignInCode({ method, code: submission.value.code }, request);
    if (verified.ok) return data({ step: "done" as const }, { headers: verified.headers });
    if (verified.restart) {
      const restarted = parseForm(new FormData(), loginSchema).reply({ formErrors: [twoFactorTitle, verified.message] });
      return data({ step: "credentials" as const, result: restarted }, { status: verified.status });
    }
    return data({ step: "code" as const, result: submission.reply({ formErrors: [verified.message] }) }, { status: verified.status });
  }

  const submission = parseForm(formData, loginSchema);
  const hideFields = ["password"];
  if (submission.status !== "success")
    return data({ step: "credentials" as const, result: submission.reply({ hideFields }) }, { status: 400 });
  const signedIn = await signIn(submission.value, { headers: request.headers, clientIp });
  if (!signedIn.ok) {
    const result = submission.reply({ formErrors: [signedIn.message.title, signedIn.message.description], hideFields });
    return data({ step: "credentials" as const, result }, { status: signedIn.status });
  }
  return data({ step: signedIn.twoFactor ? ("code" as const) : ("done" as const) }, { headers: signedIn.headers });
}
