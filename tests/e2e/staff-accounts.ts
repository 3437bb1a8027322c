import path from "node:path";

export const e2eAdmin = { email: "equipe.e2e@magnasul.exemplo.com.br", password: "senha-e2e-segura" };
// Turns two-factor sign-in on and off in its journey, so never the account every other journey uses.
export const e2eTwoFactorStaff = { email: "seguranca.e2e@magnasul.exemplo.com.br", password: "senha-e2e-2fa-segura" };
// Locked out by strangers' guesses in its journey: no other journey signs in with it.
export const e2eLockoutStaff = { email: "bloqueio.e2e@magnasul.exemplo.com.br", password: "senha-e2e-bloqueio" };
// Each sets a new password through a reset link in its journey (password-reset.spec.ts).
export const e2eResetStaff = { email: "esqueci.e2e@magnasul.exemplo.com.br", password: "senha-antiga-e2e" };
export const e2eResetStaffWithoutScripts = { email: "sem-script.e2e@magnasul.exemplo.com.br", password: "senha-antiga-sem-script" };
/** One account for each role that is not an administrator, for the role matrix. */
export const e2eRoleStaff = {
  editor: { email: "editor.e2e@magnasul.exemplo.com.br", password: "senha-e2e-editor" },
  comercial: { email: "comercial.e2e@magnasul.exemplo.com.br", password: "senha-e2e-comercial" },
} as const;

export type E2eRole = "administrador" | keyof typeof e2eRoleStaff;

/** Where prepare-staff.ts leaves each role's session, as a Playwright storage state (the main account's is the administrator's). */
export const staffStateFile = (dataDir: string, role: E2eRole = "administrador") =>
  path.join(dataDir, role === "administrador" ? "staff-session.json" : `staff-session-${role}.json`);

/** Signs staff in on a server of a spec's own: the answer's status, and the session cookie to send back. */
export async function signIn(base: string, staff: { email: string; password: string }) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(staff),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { status: response.status, cookie };
}
