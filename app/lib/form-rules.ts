import { z } from "./zod";
import { parseBusinessDateTime } from "./dates";
import { isHttpUrl, isWebAddress } from "./web-address";

/** Zod building blocks shared by the editors' schemas, with pt-BR messages. */
export const maxLengthMessage = (max: number) => `Use no máximo ${max.toLocaleString("pt-BR")} caracteres`;

/** Trimmed text that may be empty. */
export const optionalText = (max: number) => z.string().trim().max(max, maxLengthMessage(max));

/** Trimmed text that must not be blank. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxLengthMessage(max));

/** An absolute http(s) address or a site path (uploads), or nothing. */
export const webAddressOrEmpty = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, maxLengthMessage(2000))
    .refine((value) => value === "" || isWebAddress(value), message);

/** An absolute http(s) address. */
export const httpUrl = (message: string) =>
  z.string({ error: message }).trim().max(2000, maxLengthMessage(2000)).refine(isHttpUrl, message);

/** A list item id made by the editor. */
export const itemId = z.string().trim().min(1).max(100);

const publishAtMessages = {
  invalid: "Informe uma data e hora válidas",
  past: "A data de publicação deve estar no futuro",
} as const;

/** 'Publicar em': nothing, or a São Paulo date and time still to come. */
export const publishAtField = z
  .string()
  .trim()
  .default("")
  .refine((value) => value === "" || parseBusinessDateTime(value) !== undefined, { error: publishAtMessages.invalid, abort: true })
  .refine((value) => value === "" || parseBusinessDateTime(value)!.getTime() > Date.now(), publishAtMessages.past);

/** The time a valid 'Publicar em' names, or null when it is empty. */
export function publishAtTime(value: string) {
  return value === "" ? null : (parseBusinessDateTime(value) ?? null);
}

/** A scheduled item stays a draft until its time: published and scheduled at once is refused. */
export function scheduledDraftOnly(message: string) {
  return (form: { published: boolean; publish_at: string }, context: z.RefinementCtx) => {
    if (form.published && form.publish_at !== "") context.addIssue({ code: "custom", path: ["publish_at"], message });
  };
}
