import { APIError } from "better-auth/api";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "~/config/env.server";
import { logger } from "~/lib/logger.server";
import { consumePoint, createRateLimiter, isBlocked } from "~/features/security/rate-limit.server";
import { auth } from "./auth.server";
import { loginErrorMessage, loginMessages, validateLogin, type LoginMessage } from "./login-schema";

type Limiters = { perIp: RateLimiterAbstract; perEmail: RateLimiterAbstract };

const globalStore = globalThis as typeof globalThis & { __loginLimiters?: Limiters };

function limiters(): Limiters {
  globalStore.__loginLimiters ??= {
    // Every attempt from one address counts; only failures count against an e-mail,
    // so a stranger cannot lock a staff member out for long from many addresses.
    perIp: createRateLimiter({
      keyPrefix: "login_ip",
      points: config().loginRateLimit.perIp,
      durationSeconds: 15 * 60,
    }),
    perEmail: createRateLimiter({
      keyPrefix: "login_email",
      points: config().loginRateLimit.perEmail,
      durationSeconds: 15 * 60,
    }),
  };
  return globalStore.__loginLimiters;
}

export function resetLoginLimiters() {
  globalStore.__loginLimiters = undefined;
}

/** `twoFactor`: the password was right and an authenticator code must follow (verifySignInCode). */
export type SignInResult =
  | { ok: true; headers: Headers; twoFactor: boolean }
  | { ok: false; status: number; message: LoginMessage };

export async function signIn(
  input: { email?: unknown; password?: unknown },
  request: { headers: Headers; clientIp: string },
): Promise<SignInResult> {
  const valid = validateLogin(input);
  if (!valid.ok) return { ok: false, status: 400, message: valid.message };
  const email = valid.data.email.toLowerCase();
  const { perIp, perEmail } = limiters();

  if (!(await consumePoint(perIp, request.clientIp)) || (await isBlocked(perEmail, email))) {
    logger.warn({ event: "login_rate_limited" }, "sign-in refused by the rate limit");
    return { ok: false, status: 429, message: loginMessages.tooManyAttempts };
  }

  try {
    const response = await auth().api.signInEmail({
      body: { email, password: valid.data.password },
      headers: request.headers,
      returnHeaders: true,
    });
    await perEmail.delete(email);
    const twoFactor = "twoFactorRedirect" in response.response && response.response.twoFactorRedirect === true;
    return { ok: true, headers: response.headers, twoFactor };
  } catch (error) {
    if (error instanceof APIError) {
      await consumePoint(perEmail, email);
      const body = error.body as { code?: string; message?: string } | undefined;
      return { ok: false, status: error.statusCode, message: loginErrorMessage(body) };
    }
    logger.error({ err: error }, "sign-in failed unexpectedly");
    return { ok: false, status: 500, message: loginMessages.unexpected };
  }
}
