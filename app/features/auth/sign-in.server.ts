import { APIError } from "better-auth/api";
import { db } from "~/db/client.server";
import { recordActivity } from "~/features/activity/index.server";
import { logger } from "~/lib/logger.server";
import { auth } from "./auth.server";
import { takeCredentialAttempt } from "./credential-limits.server";
import { issueDeviceCookie } from "./device-cookie.server";
import { loginErrorMessage, loginMessages, validateLogin, type LoginMessage } from "./login-schema";

// Tests that open a new database start the limits again.
export { resetLoginLimiters } from "./credential-limits.server";

/** The e-mail and password of the sign-in API's JSON body; anything else (null, an array, text) reads as empty fields. */
export function loginFieldsOf(body: unknown): { email?: unknown; password?: unknown } {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return { email: fields.email, password: fields.password };
}

/** `twoFactor`: the password was right and an authenticator code must follow (verifySignInCode). */
export type SignInResult = { ok: true; headers: Headers; twoFactor: boolean } | { ok: false; status: number; message: LoginMessage };

/** A refused sign-in, in the activity log under the account it named, when there is one. */
async function recordRefusedSignIn(email: string, accountId: string | undefined) {
  await recordActivity(db(), {
    entity: "session",
    entityId: accountId ?? "",
    action: "sign-in-failed",
    label: email,
    actorId: accountId ?? null,
  });
}

export async function signIn(
  input: { email?: unknown; password?: unknown },
  request: { headers: Headers; clientIp: string },
): Promise<SignInResult> {
  const valid = validateLogin(input);
  if (!valid.ok) return { ok: false, status: 400, message: valid.message };
  const email = valid.data.email.toLowerCase();
  const attempt = await takeCredentialAttempt(email, request);
  if (!attempt) return { ok: false, status: 429, message: loginMessages.tooManyAttempts };

  try {
    const response = await auth().api.signInEmail({
      body: { email, password: valid.data.password },
      headers: request.headers,
      returnHeaders: true,
    });
    await attempt.passed();
    // The password was right: this browser becomes a known device of the account (before any
    // second step, which has limits of its own), and stays out of the account's lockout.
    if (attempt.accountId) response.headers.append("set-cookie", await issueDeviceCookie(attempt.accountId));
    const twoFactor = "twoFactorRedirect" in response.response && response.response.twoFactorRedirect === true;
    return { ok: true, headers: response.headers, twoFactor };
  } catch (error) {
    if (error instanceof APIError) {
      const body = error.body as { code?: string; message?: string } | undefined;
      await recordRefusedSignIn(email, attempt.accountId);
      return { ok: false, status: error.statusCode, message: loginErrorMessage(body) };
    }
    logger.error({ err: error }, "sign-in failed unexpectedly");
    return { ok: false, status: 500, message: loginMessages.unexpected };
  }
}
