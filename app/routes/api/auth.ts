import { auth, loginFieldsOf, passwordResetApi, signIn } from "~/features/auth/index.server";
import { withJsonBody, signUpDisabledMessage } from "~/features/auth";
import { apiError } from "~/lib/api-response";
import { readJson } from "~/lib/validation";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/auth";

/**
 * The library's own endpoints the site keeps: none of them checks a password. The panel
 * calls the library from the server; every other endpoint (changing or checking a password,
 * two-factor, sessions, the account) is closed, so no password is checked outside our limits.
 */
const libraryEndpoints = new Set(["get-session", "sign-out", "error", "ok"]);

/**
 * The auth library's endpoints, with our rules in front: no account is ever created
 * here, and e-mail sign-in and password resets go through the same limits and checks
 * as the login screen and 'Esqueci minha senha'.
 */
async function handle({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const endpoint = params["*"] ?? "";
  const clientIp = context.get(requestInfoContext).clientIp;
  if (endpoint.startsWith("sign-up")) return apiError(signUpDisabledMessage, 403, "sign_up_disabled");
  if (endpoint === "sign-in/email" && request.method === "POST") {
    const result = await signIn(loginFieldsOf(await readJson(request)), { headers: request.headers, clientIp });
    if (!result.ok) return apiError(result.message.description, result.status, "sign_in_failed");
    return Response.json(result.twoFactor ? { ok: true, twoFactorRedirect: true } : { ok: true }, { headers: result.headers });
  }
  const reset = await passwordResetApi(endpoint, request, clientIp);
  if (reset) return reset;
  if (!libraryEndpoints.has(endpoint)) return apiError("Recurso não encontrado", 404, "not_found");
  return withJsonBody(await auth().handler(request));
}

export const loader = handle;
export const action = handle;
