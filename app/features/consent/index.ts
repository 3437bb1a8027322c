/** Cookie consent: the banner and the visitor's choice. */
export { CookieBanner } from "./components/cookie-banner";
export { openCookiePreferences, readConsent } from "./consent";
export { useConsent } from "./use-consent";
