import { z } from "~/lib/zod";

/**
 * One line per item: the editor's text, one item per line, or the list itself. Blank lines
 * are dropped before the rules apply.
 */
export const lines = (item: z.ZodString, max: number, required?: string) =>
  z
    .union([z.string().transform((text) => text.split("\n")), z.array(z.string())])
    .transform((values) => values.map((value) => value.trim()).filter(Boolean))
    .pipe(
      z
        .array(item)
        .min(required ? 1 : 0, required)
        .max(max, `Use no máximo ${max} linhas`),
    );
