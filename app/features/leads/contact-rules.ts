import { z } from "~/lib/zod";
import { personNameSchema } from "~/lib/person-name";

/** Messages the assistant and the admin show for a lead's contact data. */
export const leadMessages = {
  name: "Informe um nome válido, só com letras (de 2 a 80 caracteres).",
  email: "Informe um e-mail válido, como nome@empresa.com.br.",
  phone: "Informe um telefone válido com DDD, como (19) 99999-0000.",
} as const;

/** Brazilian numbers: DDD and 8 or 9 digits, optionally after the country code 55. */
export function normalisePhone(text: string): string | null {
  let digits = text.replace(/\D/g, "");
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length !== 10 && digits.length !== 11) return null;
  if (!/^[1-9][1-9]/.test(digits)) return null;
  if (digits.length === 11 && digits[2] !== "9") return null;
  const local = digits.slice(2);
  return `(${digits.slice(0, 2)}) ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
}

/**
 * How a phone finds its person: the Brazilian digits normalisePhone reads in it (DDD and number,
 * "19999990000"), whatever was typed around them; null for a number it cannot read.
 */
export function phoneKey(text: string | null | undefined): string | null {
  const normalised = text ? normalisePhone(text) : null;
  return normalised ? normalised.replace(/\D/g, "") : null;
}

export const leadNameSchema = personNameSchema({ missing: leadMessages.name, invalid: leadMessages.name });

export const leadEmailSchema = z
  .string({ error: leadMessages.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: leadMessages.email }).max(254, leadMessages.email));

export const leadPhoneSchema = z
  .string({ error: leadMessages.phone })
  .max(40, leadMessages.phone)
  .transform((phone, context) => {
    const normalised = normalisePhone(phone);
    if (!normalised) {
      context.addIssue({ code: "custom", message: leadMessages.phone });
      return z.NEVER;
    }
    return normalised;
  });

export const leadContactSchema = z.object({ name: leadNameSchema, email: leadEmailSchema, phone: leadPhoneSchema });
export type LeadContact = z.output<typeof leadContactSchema>;
