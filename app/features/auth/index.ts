export { withJsonBody } from "./auth-response";
export { LoginForm } from "./components/login-form";
export { TwoFactorChallenge } from "./components/two-factor-challenge";
export { TwoFactorSection } from "./components/two-factor-section";
export { signUpDisabledMessage } from "./login-schema";
export { safeRedirectTarget } from "./redirect-target";
export { adminRouteAreas, isStaffRole, mayUse, staffRoles, type StaffRole } from "./roles";
export { newPassword } from "./password-rules";
