export { accountSecurityAction } from "./account-security.server";
export { auth } from "./auth.server";
export { loginAction } from "./login-action.server";
export { authorship, getStaffUser, requireStaffApi, requireStaffPage, staffContext } from "./session.server";
export { loginFieldsOf, signIn } from "./sign-in.server";
export { signOut } from "./sign-out.server";
export { createOrResetStaff } from "./staff-accounts.server";
export { twoFactorEnabled } from "./two-factor.server";
