import { APIError } from "better-auth/api";
import { generateRandomString } from "better-auth/crypto";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { mailConfigured } from "~/features/notifications/index.server";
import { consumePoint, createRateLimiter } from "~/platform/security/index.server";
import { logger } from "~/lib/logger.server";
import { forget, remember } from "~/lib/remember";
import type { ActionResult } from "~/lib/action-result";
import { auth } from "./auth.server";
import { resetLinkLifetimeSeconds, resetPasswordUrl, resetTokenPrefix } from "./password-reset-mail.server";
import { queueResetRequest } from "./password-reset-queue.server";
import { passwordResetMessages, type ResetLinkState } from "./password-reset-schema";

type Limiters = { perIp: RateLimiterAbstract; perEmail: RateLimiterAbstract };

const hour = 60 * 60;

function limiters(): Limiters {
  return remember<Limiters>("password-reset-limiters", () => ({
    // Every request from one address counts; the requests for one e-mail count from anywhere,
    // so nobody fills an inbox with links, and an address without an account counts the same.
    perIp: createRateLimiter({ keyPrefix: "reset_ip", points: 10, durationSeconds: hour }),
    perEmail: createRateLimiter({ keyPrefix: "reset_email", points: 3, durationSeconds: hour }),
  }));
}

export function resetPasswordResetLimiters() {
  forget("password-reset-limiters");
}

/**
 * 'Esqueci minha senha': e-mails a reset link when the address belongs to an active account.
 * The answer is the same for any address, and as fast: the work is queued. Only the limits
 * (counted for every address alike) and a site without SMTP answer otherwise.
 */
export async function requestPasswordReset(input: { email: string }, request: { clientIp: string }): Promise<ActionResult> {
  if (!mailConfigured()) return { ok: false, status: 403, message: passwordResetMessages.mailDisabled };
  const email = input.email.trim().toLowerCase();
  const { perIp, perEmail } = limiters();
  if (!(await consumePoint(perIp, request.clientIp)) || !(await consumePoint(perEmail, email))) {
    logger.warn({ event: "password_reset_rate_limited" }, "password reset request refused by the rate limit");
    return { ok: false, status: 429, message: passwordResetMessages.tooManyRequests };
  }
  queueResetRequest(email);
  return { ok: true };
}

/** What a reset link's page shows: the form, or why the link no longer works. Reads, never uses up, the token. */
export async function resetLinkState(token: string): Promise<ResetLinkState> {
  if (!token) return "invalid";
  const context = await auth().$context;
  const verification = await context.internalAdapter.findVerificationValue(`${resetTokenPrefix}${token}`);
  if (!verification || verification.expiresAt < new Date()) return "invalid";
  const user = await context.internalAdapter.findUserById(verification.value);
  if (!user) return "invalid";
  return (user as { active?: unknown }).active === false ? "deactivated" : "valid";
}

const linkRefusals = {
  invalid: { ok: false, status: 400, message: passwordResetMessages.invalidLink },
  deactivated: { ok: false, status: 403, message: passwordResetMessages.deactivated },
} as const;

/**
 * Sets the new password of a reset link's account through the auth library, which uses the
 * token up and ends every session of the account in one transaction.
 */
export async function resetPassword(input: { token: string; password: string }): Promise<ActionResult> {
  const state = await resetLinkState(input.token);
  if (state !== "valid") return linkRefusals[state];
  try {
    await auth().api.resetPassword({ body: { token: input.token, newPassword: input.password } });
    return { ok: true };
  } catch (error) {
    // Used by a parallel request since it was read: the library took the token once.
    if (error instanceof APIError && (error.body as { code?: string } | undefined)?.code === "INVALID_TOKEN") return linkRefusals.invalid;
    throw error;
  }
}

/**
 * A reset link for a staff member, for an administrator to hand over where the site sends no
 * e-mail (the team screen). The library's own kind of token: used once, valid for one hour, and
 * voided by any new password. The caller's route is the one that admits administrators only.
 */
export async function issuePasswordResetLink(userId: string): Promise<ActionResult<{ url: string; expiresAt: Date }>> {
  const context = await auth().$context;
  const user = await context.internalAdapter.findUserById(userId);
  if (!user) return { ok: false, status: 404, message: "Conta não encontrada." };
  if ((user as { active?: unknown }).active === false) {
    return { ok: false, status: 409, message: "Esta conta está desativada: reative-a antes de gerar um link para redefinir a senha." };
  }
  // As the library makes its own (generateId(24)): 24 letters and digits.
  const token = generateRandomString(24, "a-z", "A-Z", "0-9");
  const expiresAt = new Date(Date.now() + resetLinkLifetimeSeconds * 1000);
  await context.internalAdapter.createVerificationValue({ value: user.id, identifier: `${resetTokenPrefix}${token}`, expiresAt });
  logger.info({ event: "password_reset_link_issued", userId: user.id }, "password reset link issued");
  return { ok: true, url: resetPasswordUrl(token), expiresAt };
}
