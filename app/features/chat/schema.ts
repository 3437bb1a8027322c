import { z } from "~/lib/zod";

export const chatLimits = { message: 2000 } as const;

/** The visitor session id the widget makes (visitor_session_id in session storage). */
export const sessionIdPattern = /^[A-Za-z0-9-]{8,64}$/;

export const chatRequestSchema = z.object(
  {
    message: z
      .string({ error: "Digite uma mensagem" })
      .trim()
      .min(1, "Digite uma mensagem")
      .max(chatLimits.message, "A mensagem pode ter até 2.000 caracteres"),
    timestamp: z.union([z.string().max(64), z.number()]).optional(),
    session_id: z.string({ error: "Sessão do visitante inválida" }).regex(sessionIdPattern, "Sessão do visitante inválida"),
    page_url: z.string().max(2048, "Endereço da página muito longo").optional(),
  },
  { error: "Mensagem inválida" },
);
