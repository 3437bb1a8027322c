import { z } from "~/lib/zod";
import { newPasswordSchema } from "./password-rules";

export const forgotPasswordPath = "/admin/auth/forgot-password";
export const resetPasswordPath = "/admin/auth/reset-password";

export const passwordResetMessages = {
  missingEmail: "Informe o seu e-mail.",
  invalidEmail: "Informe um e-mail válido.",
  // The same words whether the address has an account or not, so the page tells no one which e-mails have one (decision 149).
  requested: "Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.",
  tooManyRequests: "Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.",
  mailDisabled: "Este site não envia e-mails. Peça a um administrador um link para redefinir a sua senha.",
  missingPassword: "Informe a nova senha.",
  missingConfirmation: "Repita a nova senha.",
  passwordsDiffer: "As senhas não coincidem.",
  invalidLink: "Este link para redefinir a senha é inválido, já foi usado ou expirou.",
  deactivated: "Esta conta foi desativada. Fale com um administrador.",
} as const;

/** Whether a reset link still lets its owner choose a password, or why not. */
export type ResetLinkState = "valid" | "invalid" | "deactivated";

/** 'Esqueci minha senha': the e-mail of the account. */
export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, passwordResetMessages.missingEmail)
    .max(254, passwordResetMessages.invalidEmail)
    .pipe(z.email({ error: passwordResetMessages.invalidEmail })),
});

/** The new password chosen from a reset link, typed twice; the link's token travels with it. */
export const resetPasswordSchema = z
  .object({
    token: z.string().max(200).default(""),
    password: z.string().min(1, passwordResetMessages.missingPassword).pipe(newPasswordSchema),
    confirmation: z.string().min(1, passwordResetMessages.missingConfirmation),
  })
  .refine((value) => value.password === value.confirmation, {
    path: ["confirmation"],
    message: passwordResetMessages.passwordsDiffer,
  });
