import { z } from "zod";

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

/** Replies shown when the assistant cannot answer (public spec, section 8). */
export const cannedReplies = [
  "Obrigado pela sua mensagem! Nossa equipe entrará em contato em breve.",
  "Enquanto isso, conheça nossos produtos na página Produtos: /produtos",
  "Somos uma empresa com mais de 20 anos de experiência em separação magnética. Como podemos ajudar?",
  "Para um atendimento mais rápido, use nosso formulário de contato: /contato",
] as const;

export const noTextReply = cannedReplies[0];

export function cannedReply() {
  return cannedReplies[Math.floor(Math.random() * cannedReplies.length)]!;
}
