import { z } from "~/lib/zod";

/** What the two-factor screens say (pt-BR), on the browser and from the server alike. */
export const twoFactorMessages = {
  codeFormat: "Informe o código de 6 dígitos do aplicativo autenticador.",
  backupCodeRequired: "Informe um dos seus códigos de recuperação.",
  passwordRequired: "Informe sua senha.",
  invalidCode: "Código inválido. Confira o código no aplicativo autenticador e tente novamente.",
  invalidBackupCode: "Código de recuperação inválido.",
  wrongPassword: "Senha incorreta.",
  expired: "A verificação expirou. Entre novamente com e-mail e senha.",
  tooManyAttempts: "Muitas tentativas com códigos inválidos. Entre novamente com e-mail e senha.",
  locked: "Muitas tentativas incorretas. Aguarde 15 minutos e tente novamente.",
  alreadyEnabled: "A verificação em duas etapas já está ativada.",
  unexpected: "Erro inesperado. Tente novamente.",
} as const;

const withoutSpaces = (value: string) => value.replace(/\s+/g, "");

/** The 6-digit code of an authenticator app; spaces typed between the digits are ignored. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform(withoutSpaces)
    .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.codeFormat)),
});

export const backupCodeSchema = z.object({
  code: z.string().trim().min(1, twoFactorMessages.backupCodeRequired),
});

export const passwordConfirmationSchema = z.object({
  password: z.string().min(1, twoFactorMessages.passwordRequired),
});

/** The first message of a failed parse, for a form with one field. */
export function firstIssue(result: { success: boolean; error?: z.ZodError }) {
  return result.error?.issues[0]?.message ?? twoFactorMessages.unexpected;
}

/** Maps an error code of the auth library to what the staff member reads. */
export function twoFactorErrorMessage(code: string | undefined): string {
  switch (code) {
    case "INVALID_CODE":
      return twoFactorMessages.invalidCode;
    case "INVALID_BACKUP_CODE":
      return twoFactorMessages.invalidBackupCode;
    case "INVALID_PASSWORD":
      return twoFactorMessages.wrongPassword;
    case "INVALID_TWO_FACTOR_COOKIE":
      return twoFactorMessages.expired;
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return twoFactorMessages.tooManyAttempts;
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return twoFactorMessages.locked;
    case "TOTP_ALREADY_ENABLED":
      return twoFactorMessages.alreadyEnabled;
    default:
      return twoFactorMessages.unexpected;
  }
}
