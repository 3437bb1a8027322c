/** The visitor's cookie choice (D14): `cookie_consent=true` or `false`, for 365 days, path /. */
const consentCookie = "cookie_consent";
const maxAgeSeconds = 365 * 24 * 60 * 60;

export type Consent = "accepted" | "rejected" | "unset";

export function readConsent(cookieHeader: string): Consent {
  const match = new RegExp(`(?:^|;\\s*)${consentCookie}=(true|false)`).exec(cookieHeader);
  if (!match) return "unset";
  return match[1] === "true" ? "accepted" : "rejected";
}

export function writeConsent(accepted: boolean) {
  document.cookie = `${consentCookie}=${accepted}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
  window.dispatchEvent(new Event("consentchange"));
}
