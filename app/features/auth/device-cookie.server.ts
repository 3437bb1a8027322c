import crypto from "node:crypto";
import { createCookie, type Cookie } from "react-router";
import { config } from "~/config/env.server";
import { remember } from "~/lib/remember";
import { resolveAuthSecret } from "~/platform/security/index.server";

/** How long a browser stays a known device of the account it last signed in to. */
const deviceLifetimeSeconds = 90 * 24 * 60 * 60;

type Device = { account: string; device: string; expires: number };

/**
 * The device cookie of OWASP's scheme against guessing: signed (HMAC-SHA256) with a key derived
 * from the auth secret, so it serves no other purpose than this one.
 */
function deviceCookie(): Cookie {
  return remember("device-cookie", () => {
    const { authSecret, dataDir, publicUrl } = config();
    const key = crypto.createHmac("sha256", resolveAuthSecret(authSecret, dataDir)).update("staff-device-cookie").digest("base64url");
    return createCookie("staff_device", {
      secrets: [key],
      httpOnly: true,
      secure: publicUrl.startsWith("https://"),
      sameSite: "lax",
      path: "/",
      maxAge: deviceLifetimeSeconds,
    });
  });
}

/** The Set-Cookie header that makes this browser a known device of the account, for 90 days. */
export function issueDeviceCookie(accountId: string): Promise<string> {
  const value: Device = {
    account: accountId,
    device: crypto.randomBytes(16).toString("base64url"),
    expires: Date.now() + deviceLifetimeSeconds * 1000,
  };
  return deviceCookie().serialize(value);
}

function isDevice(value: unknown): value is Device {
  const device = value as Partial<Device> | null;
  return typeof device?.account === "string" && typeof device.device === "string" && typeof device.expires === "number";
}

/**
 * The id of the request's device when its cookie is intact, unexpired and issued for this
 * account; null otherwise (no cookie, a forged or old one, another account's).
 */
export async function knownDevice(headers: Headers, accountId: string | undefined): Promise<string | null> {
  const cookieHeader = headers.get("cookie");
  if (!accountId || !cookieHeader?.includes("staff_device=")) return null;
  const value: unknown = await deviceCookie().parse(cookieHeader);
  if (!isDevice(value) || value.account !== accountId || value.expires <= Date.now()) return null;
  return value.device;
}
