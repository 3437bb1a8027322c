import { z } from "zod";
import { isSitePath } from "~/lib/web-address";

export const contactMessages = {
  missingRequired: "Dados obrigatórios não fornecidos",
  quoteRequired: "Por favor, preencha os campos obrigatórios",
  contactRequired: "Por favor, preencha todos os campos obrigatórios",
  invalidEmail: "Informe um e-mail válido",
  tooFast: "Não foi possível enviar agora. Aguarde alguns segundos e tente novamente.",
  rateLimited: "Você enviou muitas solicitações em pouco tempo. Aguarde alguns minutos e tente novamente.",
  contactSuccess: "Mensagem enviada com sucesso! Entraremos em contato em breve.",
  contactFailure: "Erro ao enviar mensagem. Tente novamente.",
  quoteSuccess: "Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.",
  quoteFailure: "Erro ao enviar solicitação. Tente novamente.",
} as const;

export const contactLimits = { name: 120, email: 254, phone: 40, company: 160, message: 5000 } as const;

const requiredText = (max: number, label: string) =>
  z
    .string({ error: contactMessages.missingRequired })
    .trim()
    .min(1, contactMessages.missingRequired)
    .max(max, `${label} pode ter até ${max.toLocaleString("pt-BR")} caracteres`);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} pode ter até ${max.toLocaleString("pt-BR")} caracteres`)
    .nullish()
    .transform((value) => (value ? value : null));

const maxSourcePageLength = 300;

export const requestTypes = ["contact", "quote_request"] as const;

/** A contact or quote request as the visitor fills it; the same rules in the browser and on the server. */
export const contactRequestSchema = z.object({
  name: requiredText(contactLimits.name, "O nome"),
  email: requiredText(contactLimits.email, "O e-mail").pipe(z.email({ error: contactMessages.invalidEmail })),
  phone: optionalText(contactLimits.phone, "O telefone"),
  company: optionalText(contactLimits.company, "A empresa"),
  message: requiredText(contactLimits.message, "A mensagem"),
  type: z.enum(requestTypes).default("contact"),
  // Where the form was sent from; anything but a path on this site is kept as unknown (null), and
  // the request still goes through.
  source_page: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" && value.length <= maxSourcePageLength && isSitePath(value) ? value : null)),
});

/** Spam signals travel with the form but are not part of the request. */
export const spamSignalsSchema = z.object({
  // Hidden from people; only robots fill it.
  website: z.string().optional(),
  // When the form was shown, in milliseconds since the epoch.
  started_at: z.coerce.number().optional(),
});

/** The visitor's form: the request and the spam signals that travel with it. */
export const contactFormSchema = contactRequestSchema.extend(spamSignalsSchema.shape);
