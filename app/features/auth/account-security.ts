/** A new authenticator secret, as a QR code (a PNG data URL) and as text, with its backup codes. */
export type TwoFactorSetup = { qrCode: string; secret: string; backupCodes: string[] };

export type AccountSecurityIntent = "start" | "confirm" | "disable";

/** What the 'Segurança da conta' screen's action answers, for each of its three forms. */
export type AccountSecurityResponse =
  | { intent: "start"; ok: true; setup: TwoFactorSetup }
  | { intent: "confirm" | "disable"; ok: true }
  | { intent: AccountSecurityIntent; ok: false; message: string };

/** The two-factor forms post to 'Minha conta''s index route; the page's own action keeps the name. */
export const accountSecurityPath = "/admin/conta?index";
