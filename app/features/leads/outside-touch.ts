import { z } from "~/lib/zod";
import type { ActionAnswer, ActionResult } from "~/lib/action-result";
import { maxLengthMessage, optionalText } from "~/lib/form-rules";
import { leadMessages, leadNameSchema, normalisePhone } from "./contact-rules";
import { pipelineBounds } from "./pipeline";

/** Where a contact made outside the site came from, as staff record it. */
export const outsideSources = ["telefone", "whatsapp", "indicacao", "feira", "visita", "outro"] as const;
export type OutsideSource = (typeof outsideSources)[number];

export const outsideSourceLabels: Record<OutsideSource, string> = {
  telefone: "Telefone",
  whatsapp: "WhatsApp",
  indicacao: "Indicação",
  feira: "Feira",
  visita: "Visita",
  outro: "Outro",
};

/** The source a label names, without regard to case, accents or spaces ('indicacao', ' Feira '); null for none of them. */
export function outsideSourceOf(text: string): OutsideSource | null {
  const folded = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  return outsideSources.find((source) => source === folded) ?? null;
}

export const outsideTouchBounds = { company: 160, email: 254, phone: 40, note: pipelineBounds.note } as const;

export const outsideTouchMessages = {
  emailOrPhone: "Informe o e-mail ou o telefone.",
  source: "Escolha a origem do contato.",
  created: (name: string) => `Lead ${name} criado.`,
  merged: (name: string) => `Este contato já era do lead ${name}: a nota e o contato foram adicionados a ele, sem criar outro.`,
  saveError: "Não foi possível registrar o lead.",
} as const;

/** An e-mail, or nothing: lowercase and trimmed. */
const optionalEmail = z
  .string({ error: leadMessages.email })
  .trim()
  .toLowerCase()
  .max(outsideTouchBounds.email, leadMessages.email)
  .refine((value) => value === "" || z.email().safeParse(value).success, leadMessages.email);

/** A Brazilian phone with its DDD, written as the site writes it, or nothing. */
const optionalPhone = z
  .string({ error: leadMessages.phone })
  .trim()
  .max(outsideTouchBounds.phone, leadMessages.phone)
  .transform((value, context) => {
    if (value === "") return "";
    const phone = normalisePhone(value);
    if (phone) return phone;
    context.addIssue({ code: "custom", message: leadMessages.phone });
    return z.NEVER;
  });

/** Text typed in a box: line ends as one "\n" whatever the browser sent, trimmed; may be empty. */
const optionalNote = z
  .string()
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().max(outsideTouchBounds.note, maxLengthMessage(outsideTouchBounds.note)));

/** One contact made outside the site: by hand on 'Novo lead', or one row of a CSV import. */
export const outsideTouchSchema = z
  .object({
    name: leadNameSchema,
    company: optionalText(outsideTouchBounds.company),
    email: optionalEmail,
    phone: optionalPhone,
    source: z.enum(outsideSources, { error: outsideTouchMessages.source }),
    note: optionalNote,
  })
  .refine((touch) => touch.email !== "" || touch.phone !== "", { message: outsideTouchMessages.emailOrPhone, path: ["email"] });

export type OutsideTouch = z.output<typeof outsideTouchSchema>;

/** What 'Novo lead' answers: Conform's result and, once saved, the lead it went to. */
export type NewLeadAnswer = ActionAnswer<null, ActionResult<{ lead: { id: string; name: string; created: boolean } }>>;
