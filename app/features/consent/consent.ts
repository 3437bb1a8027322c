/** The visitor's cookie choice (decision 141): `cookie_consent=true` or `false`, for 365 days, path /. */
const consentCookie = "cookie_consent";
const maxAgeSeconds = 365 * 24 * 60 * 60;

export type Consent = "accepted" | "rejected" | "unset";

export function readConsent(cookieHeader: string): Consent {
  const match = new RegExp(`(?:^|;\\s*)${consentCookie}=(true|false)`).exec(cookieHeader);
  if (!match) return "unset";
  return match[1] === "true" ? "accepted" : "rejected";
}

let reviewing = false;

/** The footer's 'Preferências de cookies': the banner shows again, with the choice made. */
export function openCookiePreferences() {
  reviewing = true;
  window.dispatchEvent(new Event("consentchange"));
}

export function closeCookiePreferences() {
  reviewing = false;
  window.dispatchEvent(new Event("consentchange"));
}

export function reviewingConsent() {
  return reviewing;
}

/** Takes effect at once; its proof, with the date of the click, follows (decision 141). */
export function writeConsent(accepted: boolean) {
  const date = new Date().toISOString();
  document.cookie = `${consentCookie}=${accepted}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
  void import("./consent-record").then(({ recordChoice }) => recordChoice(accepted, date));
  closeCookiePreferences();
}
