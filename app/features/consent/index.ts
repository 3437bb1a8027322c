export { CookieBanner } from "./components/cookie-banner";
export { useConsent } from "./use-consent";
