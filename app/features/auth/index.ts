/** Staff sign-in: sessions, passwords, two-factor, lockout, and the guards of staff screens. */
export { withJsonBody } from "./auth-response";
export { AuthCard } from "./components/auth-card";
export { ForgotPasswordForm } from "./components/forgot-password-form";
export { LoginForm } from "./components/login-form";
export { ResetPasswordForm } from "./components/reset-password-form";
export { TwoFactorChallenge } from "./components/two-factor-challenge";
export { TwoFactorSection } from "./components/two-factor-section";
export { signUpDisabledMessage } from "./login-schema";
export { safeRedirectTarget } from "./redirect-target";
export { adminRouteAreas, isStaffRole, mayUse, signedOutAdminPatterns, staffRoles, type StaffRole } from "./roles";
export { newPasswordSchema } from "./password-rules";
export { staffNameSchema } from "./staff-name";
