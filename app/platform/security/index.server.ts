/** Security of every answer: headers, the content security policy, secrets and limits. */
export {
  contentSecurityPolicy,
  pagePolicy,
  rawRequestOverHttps,
  servedOverHttps,
  strictTransportSecurity,
  strictTransportSecurityValue,
  uploadPolicy,
  type TrustProxy,
} from "./content-security-policy.server";
export { consumePoint, createRateLimiter } from "./rate-limit.server";
export { requireSameOrigin } from "./same-origin.server";
export { consumeStoredPoint, refundStoredPoint } from "./stored-limit.server";
export { resolveAuthSecret } from "./auth-secret.server";
export { carriesSignedSession } from "./signed-session.server";
