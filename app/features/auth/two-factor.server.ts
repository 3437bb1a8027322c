import { APIError } from "better-auth/api";
import QRCode from "qrcode";
import { db } from "~/db/client.server";
import { recordActivity } from "~/features/activity/index.server";
import { logger } from "~/lib/logger.server";
import type { TwoFactorSetup } from "./account-security";
import { auth } from "./auth.server";
import { takeCredentialAttempt } from "./credential-limits.server";
import {
  backupCodeSchema,
  firstIssue,
  passwordConfirmationSchema,
  totpCodeSchema,
  twoFactorErrorMessage,
  twoFactorMessages,
} from "./two-factor-schema";

/** `restart`: the pending sign-in is over (expired or too many tries); e-mail and password again. */
export type TwoFactorFailure = { ok: false; status: number; message: string; restart?: boolean };
export type TwoFactorDone = { ok: true; headers: Headers };

/** Runs a call of the auth library; its refusals become the pt-BR message of the screen. */
async function attempt<T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | TwoFactorFailure> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code;
      const restart = code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE";
      return { ok: false, status: error.statusCode, message: twoFactorErrorMessage(code), restart };
    }
    logger.error({ err: error }, "two-factor call failed unexpectedly");
    return { ok: false, status: 500, message: twoFactorErrorMessage(undefined) };
  }
}

/** The signed-in staff member confirming their password, and where the request came from. */
export type PasswordCaller = { id: string; email: string; clientIp: string };

/**
 * A call of the auth library that checks the signed-in staff member's password, behind the
 * same limits as signing in; a wrong password is recorded in the activity log.
 */
async function checkingPassword<T>(caller: PasswordCaller, request: Request, call: () => Promise<T>) {
  const taken = await takeCredentialAttempt(caller.email, { headers: request.headers, clientIp: caller.clientIp });
  if (!taken) return { ok: false as const, status: 429, message: twoFactorMessages.locked };
  const result = await attempt(call);
  if (result.ok) await taken.passed();
  else if (result.message === twoFactorMessages.wrongPassword) {
    await recordActivity(db(), {
      entity: "session",
      entityId: caller.id,
      action: "password-check-failed",
      label: caller.email,
      actorId: caller.id,
    });
  }
  return result;
}

function invalid(message: string): TwoFactorFailure {
  return { ok: false, status: 400, message };
}

/** Whether the signed-in staff member signs in with an authenticator code. */
export async function twoFactorEnabled(request: Request) {
  const session = await auth().api.getSession({ headers: request.headers });
  return session?.user.twoFactorEnabled === true;
}

/**
 * Second step of a sign-in: the code of the authenticator app, or one of the backup codes,
 * checked against the pending sign-in the first step left in a signed cookie.
 */
export async function verifySignInCode(
  input: { method: "totp" | "backup"; code: unknown },
  request: Request,
): Promise<TwoFactorDone | TwoFactorFailure> {
  const code = typeof input.code === "string" ? input.code : "";
  const headers = request.headers;
  if (input.method === "totp") {
    const parsed = totpCodeSchema.safeParse({ code });
    if (!parsed.success) return invalid(firstIssue(parsed));
    const result = await attempt(() => auth().api.verifyTOTP({ body: { code: parsed.data.code }, headers, returnHeaders: true }));
    return result.ok ? { ok: true, headers: result.value.headers } : result;
  }
  const parsed = backupCodeSchema.safeParse({ code });
  if (!parsed.success) return invalid(firstIssue(parsed));
  const result = await attempt(() => auth().api.verifyBackupCode({ body: { code: parsed.data.code }, headers, returnHeaders: true }));
  return result.ok ? { ok: true, headers: result.value.headers } : result;
}

/**
 * First step of turning it on, after the password: a new secret (as a QR code and as text)
 * and the backup codes. Nothing changes at sign-in until a code from the app confirms it.
 */
export async function startTwoFactorSetup(
  input: { password: unknown },
  request: Request,
  caller: PasswordCaller,
): Promise<{ ok: true; setup: TwoFactorSetup } | TwoFactorFailure> {
  const parsed = passwordConfirmationSchema.safeParse({ password: typeof input.password === "string" ? input.password : "" });
  if (!parsed.success) return invalid(firstIssue(parsed));
  const result = await checkingPassword(caller, request, () =>
    auth().api.enableTwoFactor({ body: { password: parsed.data.password, method: "totp" }, headers: request.headers }),
  );
  if (!result.ok) return result;
  if (result.value.method !== "totp") return { ok: false, status: 500, message: twoFactorErrorMessage(undefined) };
  const { totpURI, backupCodes } = result.value;
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const qrCode = await QRCode.toDataURL(totpURI, { margin: 1, width: 208 });
  return { ok: true, setup: { qrCode, secret, backupCodes } };
}

/** Confirms the new secret with a code from the app: from now on sign-in asks for a code. */
export async function confirmTwoFactorSetup(input: { code: unknown }, request: Request) {
  return verifySignInCode({ method: "totp", code: input.code }, request);
}

/** Turns it off, with the password: sign-in asks for e-mail and password only. */
export async function turnOffTwoFactor(
  input: { password: unknown },
  request: Request,
  caller: PasswordCaller,
): Promise<TwoFactorDone | TwoFactorFailure> {
  const parsed = passwordConfirmationSchema.safeParse({ password: typeof input.password === "string" ? input.password : "" });
  if (!parsed.success) return invalid(firstIssue(parsed));
  const result = await checkingPassword(caller, request, () =>
    auth().api.disableTwoFactor({ body: { password: parsed.data.password }, headers: request.headers, returnHeaders: true }),
  );
  return result.ok ? { ok: true, headers: result.value.headers } : result;
}
