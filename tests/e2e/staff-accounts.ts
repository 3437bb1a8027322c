import path from "node:path";

export const e2eAdmin = { email: "equipe.e2e@magnasul.exemplo.com.br", password: "senha-e2e-segura" };
// Turns two-factor sign-in on and off in its journey, so never the account every other journey uses.
export const e2eTwoFactorStaff = { email: "seguranca.e2e@magnasul.exemplo.com.br", password: "senha-e2e-2fa-segura" };

/** Where prepare-staff.ts leaves the main account's session, as a Playwright storage state. */
export const staffStateFile = (dataDir: string) => path.join(dataDir, "staff-session.json");
