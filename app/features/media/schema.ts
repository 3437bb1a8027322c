import { z } from "~/lib/zod";

/** The library's form for a file's alt text. */
export const mediaAltSchema = z.object({
  name: z.string().min(1),
  alt: z.string().trim().max(250, "Use no máximo 250 caracteres").default(""),
});

/** 'Excluir' on a file of the library. */
export const mediaDeleteSchema = z.object({
  name: z.string({ error: "Arquivo inválido" }).min(1, "Arquivo inválido").max(200, "Arquivo inválido"),
});
