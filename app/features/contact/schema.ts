import { z } from "~/lib/zod";
import { visitorSessionIdPattern } from "~/features/analytics";
import { personNameLength, personNameSchema } from "~/lib/person-name";
import { isSitePath } from "~/lib/web-address";

export const contactMessages = {
  missingRequired: "Dados obrigatórios não fornecidos",
  quoteRequired: "Por favor, preencha os campos obrigatórios",
  contactRequired: "Por favor, preencha todos os campos obrigatórios",
  invalidEmail: "Informe um e-mail válido",
  missingName: "Informe seu nome",
  invalidName: "Informe seu nome só com letras, espaços, apóstrofos ou hífens (de 2 a 80 caracteres, sem endereços da web)",
  missingEmail: "Informe seu e-mail",
  missingMessage: "Escreva sua mensagem",
  tooFast: "Não foi possível enviar agora. Aguarde alguns segundos e tente novamente.",
  rateLimited: "Você enviou muitas solicitações em pouco tempo. Aguarde alguns minutos e tente novamente.",
  contactSuccess: "Mensagem enviada com sucesso! Entraremos em contato em breve.",
  contactFailure: "Erro ao enviar mensagem. Tente novamente.",
  quoteSuccess: "Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.",
  quoteFailure: "Erro ao enviar solicitação. Tente novamente.",
} as const;

export const contactLimits = { name: personNameLength.max, email: 254, phone: 40, company: 160, message: 5000 } as const;

// Each required field says what is missing; 'Dados obrigatórios não fornecidos' stays the
// service's answer as a whole, see `refusalMessage`.
const requiredText = (max: number, label: string, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
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
  name: personNameSchema({ missing: contactMessages.missingName, invalid: contactMessages.invalidName }),
  email: requiredText(contactLimits.email, "O e-mail", contactMessages.missingEmail).pipe(z.email({ error: contactMessages.invalidEmail })),
  phone: optionalText(contactLimits.phone, "O telefone"),
  company: optionalText(contactLimits.company, "A empresa"),
  message: requiredText(contactLimits.message, "A mensagem", contactMessages.missingMessage),
  type: z.enum(requestTypes).default("contact"),
  // Where the form was sent from; anything but a path on this site is kept as unknown (null), and
  // the request still goes through.
  source_page: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" && value.length <= maxSourcePageLength && isSitePath(value) ? value : null)),
  // The visitor's session (filled by the page's script), whose visit gives the lead its origin; any
  // other value is treated as none, and the request still goes through.
  session_id: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" && visitorSessionIdPattern.test(value) ? value : null)),
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

const missingMessages: readonly string[] = [contactMessages.missingName, contactMessages.missingEmail, contactMessages.missingMessage];

/** A refused request's answer as a whole: 'Dados obrigatórios não fornecidos' if a required field is missing, else the first field's. */
export function refusalMessage(fieldErrors: Record<string, string>, first: string) {
  return Object.values(fieldErrors).some((message) => missingMessages.includes(message)) ? contactMessages.missingRequired : first;
}
