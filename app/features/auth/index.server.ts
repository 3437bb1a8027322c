/** Staff sign-in: sessions, passwords, two-factor, lockout, and the guards of staff screens; this is its server side. */
export { accountSecurityAction } from "./account-security.server";
export { auth } from "./auth.server";
export { loginAction } from "./login-action.server";
export { forgotPasswordAction, forgotPasswordLoader, resetPasswordAction, resetPasswordLoader } from "./password-reset-actions.server";
export { passwordResetApi } from "./password-reset-api.server";
export { issuePasswordResetLink } from "./password-reset.server";
export { getStaffUser, requireStaffApi, requireStaffPage, staffContext, type StaffUser } from "./session.server";
export { loginFieldsOf, signIn } from "./sign-in.server";
export { signOut } from "./sign-out.server";
export { createOrResetStaff } from "./staff-accounts.server";
export { belongsToStaff } from "./staff-email.server";
export { twoFactorEnabled } from "./two-factor.server";
