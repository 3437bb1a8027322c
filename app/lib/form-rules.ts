import { z } from "zod";
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
