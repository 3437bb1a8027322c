import { APIError } from "better-auth/api";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "~/config/env.server";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import { logger } from "~/lib/logger.server";
import { consumePoint, createRateLimiter } from "~/features/security/index.server";
import { auth } from "./auth.server";
import { loginErrorMessage, loginMessages, validateLogin, type LoginMessage } from "./login-schema";
import { forget, remember } from "~/lib/remember";

type Limiters = { perIp: RateLimiterAbstract; perEmailAndIp: RateLimiterAbstract };

function limiters(): Limiters {
  return remember<Limiters>("login-limiters", () => ({
    // Every attempt from one address counts. The attempts on one e-mail count per address, so a
    // stranger guessing from elsewhere never locks its owner out; a success clears them.
    perIp: createRateLimiter({
      keyPrefix: "login_ip",
      points: config().loginRateLimit.perIp,
      durationSeconds: 15 * 60,
    }),
    perEmailAndIp: createRateLimiter({
      keyPrefix: "login_email_ip",
      points: config().loginRateLimit.perEmail,
      durationSeconds: 15 * 60,
    }),
  }));
}

export function resetLoginLimiters() {
  forget("login-limiters");
}

/** The e-mail and password of the sign-in API's JSON body; anything else (null, an array, text) reads as empty fields. */
export function loginFieldsOf(body: unknown): { email?: unknown; password?: unknown } {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return { email: fields.email, password: fields.password };
}

/** `twoFactor`: the password was right and an authenticator code must follow (verifySignInCode). */
export type SignInResult = { ok: true; headers: Headers; twoFactor: boolean } | { ok: false; status: number; message: LoginMessage };

/** A refused sign-in, in the activity log under the account it named, when there is one. */
async function recordRefusedSignIn(email: string) {
  const [account] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  await recordActivity(db(), {
    entity: "session",
    entityId: account?.id ?? "",
    action: "sign-in-failed",
    label: email,
    actorId: account?.id ?? null,
  });
}

export async function signIn(
  input: { email?: unknown; password?: unknown },
  request: { headers: Headers; clientIp: string },
): Promise<SignInResult> {
  const valid = validateLogin(input);
  if (!valid.ok) return { ok: false, status: 400, message: valid.message };
  const email = valid.data.email.toLowerCase();
  const { perIp, perEmailAndIp } = limiters();
  const attemptKey = `${email} ${request.clientIp}`;

  // Both points are taken before the password is checked: parallel guesses cannot all get past a
  // counter that is only read first and written after a failure.
  if (!(await consumePoint(perIp, request.clientIp)) || !(await consumePoint(perEmailAndIp, attemptKey))) {
    logger.warn({ event: "login_rate_limited" }, "sign-in refused by the rate limit");
    return { ok: false, status: 429, message: loginMessages.tooManyAttempts };
  }

  try {
    const response = await auth().api.signInEmail({
      body: { email, password: valid.data.password },
      headers: request.headers,
      returnHeaders: true,
    });
    await perEmailAndIp.delete(attemptKey);
    const twoFactor = "twoFactorRedirect" in response.response && response.response.twoFactorRedirect === true;
    return { ok: true, headers: response.headers, twoFactor };
  } catch (error) {
    if (error instanceof APIError) {
      const body = error.body as { code?: string; message?: string } | undefined;
      await recordRefusedSignIn(email);
      return { ok: false, status: error.statusCode, message: loginErrorMessage(body) };
    }
    logger.error({ err: error }, "sign-in failed unexpectedly");
    return { ok: false, status: 500, message: loginMessages.unexpected };
  }
}
