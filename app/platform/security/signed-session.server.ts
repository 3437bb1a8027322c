import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "~/config/env.server";
import { remember } from "~/lib/remember";
import { resolveAuthSecret } from "./auth-secret.server";

/** The session cookie's names: plain over HTTP, with the `__Secure-` prefix over HTTPS. */
const sessionCookie = /(?:^|;)\s*(?:__Secure-)?better-auth\.session_token=([^;]*)/g;

/** better-auth's signature: HMAC-SHA-256 of the token with the auth secret, in padded base64. */
const signatureLength = 44;

function authSecret() {
  return remember("signed-session-secret", () => {
    const { authSecret: configured, dataDir } = config();
    return resolveAuthSecret(configured, dataDir);
  });
}

function signedWithOurSecret(value: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.trim());
  } catch {
    return false;
  }
  const dot = decoded.lastIndexOf(".");
  if (dot < 1) return false;
  const signature = Buffer.from(decoded.slice(dot + 1));
  if (signature.length !== signatureLength) return false;
  const expected = Buffer.from(createHmac("sha256", authSecret()).update(decoded.slice(0, dot)).digest("base64"));
  return timingSafeEqual(signature, expected);
}

/**
 * Whether the request carries a session cookie this server signed: the check better-auth makes
 * before it reads the session, without the database. A forged or stale-secret cookie is a
 * visitor's; one that verifies may still belong to a session that ended, which the guards learn.
 */
export function carriesSignedSession(cookieHeader: string | undefined) {
  if (!cookieHeader?.includes("better-auth.session_token=")) return false;
  for (const [, value] of cookieHeader.matchAll(sessionCookie)) {
    if (value !== undefined && signedWithOurSecret(value)) return true;
  }
  return false;
}
