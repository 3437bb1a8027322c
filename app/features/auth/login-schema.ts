import { z } from "~/lib/zod";

/** A message the login screen shows: a title and a description. */
export type LoginMessage = { title: string; description: string };

export const loginMessages = {
  required: { title: "Campos obrigatórios", description: "Por favor, preencha e-mail e senha." },
  invalidEmail: { title: "E-mail inválido", description: "Por favor, insira um e-mail válido." },
  invalidCredentials: { title: "Credenciais inválidas", description: "E-mail ou senha incorretos." },
  emailNotConfirmed: {
    title: "E-mail não confirmado",
    description: "Por favor, confirme seu e-mail antes de fazer login.",
  },
  loginDisabled: {
    title: "Login desabilitado",
    description: "Login por e-mail está desabilitado. Contate o administrador.",
  },
  unexpected: { title: "Erro no login", description: "Erro inesperado. Tente novamente." },
  accountDeactivated: { title: "Conta desativada", description: "Esta conta foi desativada. Fale com um administrador." },
  tooManyAttempts: {
    title: "Erro no login",
    description: "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.",
  },
} satisfies Record<string, LoginMessage>;

export const signUpDisabledMessage = "Cadastro desabilitado. Entre em contato com o administrador.";

/** A message as the form's errors: its title, then its description. */
function addMessage(ctx: z.RefinementCtx, message: LoginMessage, path?: string[]) {
  ctx.addIssue({ code: "custom", message: message.title, path });
  ctx.addIssue({ code: "custom", message: message.description, path });
}

/** The login form; a refusal's errors are the message the screen shows (title, description). */
export const loginSchema = z
  .object({
    email: z.string().trim().default(""),
    password: z.string().default(""),
  })
  .superRefine((value, ctx) => {
    if (value.email === "" || value.password === "") addMessage(ctx, loginMessages.required);
    else if (!z.email().safeParse(value.email).success) addMessage(ctx, loginMessages.invalidEmail, ["email"]);
  });

export type LoginInput = z.infer<typeof loginSchema>;

/** Validates the sign-in API's fields; the message to show when they are not acceptable. */
export function validateLogin(input: {
  email?: unknown;
  password?: unknown;
}): { ok: true; data: LoginInput } | { ok: false; message: LoginMessage } {
  const result = loginSchema.safeParse({
    email: typeof input.email === "string" ? input.email : "",
    password: typeof input.password === "string" ? input.password : "",
  });
  if (result.success) return { ok: true, data: result.data };
  const [title, description] = result.error.issues.map((issue) => issue.message);
  return {
    ok: false,
    message: { title: title ?? loginMessages.required.title, description: description ?? loginMessages.required.description },
  };
}

/** What the auth library answers when a deactivated account gets its password right. */
export const deactivatedAccountCode = "ACCOUNT_DEACTIVATED";

/** Maps an error of the auth library to the login screen's message. */
export function loginErrorMessage(error: { code?: string; message?: string } | undefined): LoginMessage {
  switch (error?.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_EMAIL":
    case "INVALID_PASSWORD":
      return loginMessages.invalidCredentials;
    case "EMAIL_NOT_VERIFIED":
      return loginMessages.emailNotConfirmed;
    case "EMAIL_PASSWORD_DISABLED":
      return loginMessages.loginDisabled;
    case deactivatedAccountCode:
      return loginMessages.accountDeactivated;
    default:
      return { title: "Erro no login", description: error?.message || "Erro desconhecido" };
  }
}
