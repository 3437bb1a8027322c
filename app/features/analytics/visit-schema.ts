import { z } from "zod";

export const visitSchema = z.object({
  session_id: z
    .string({ message: "Sessão do visitante inválida" })
    .regex(/^[A-Za-z0-9-]{8,64}$/, "Sessão do visitante inválida"),
  page_path: z
    .string({ message: "Endereço da página inválido" })
    .max(2048, "Endereço da página muito longo")
    .regex(/^\//, "Endereço da página inválido"),
  referrer: z.string().max(2048, "Origem muito longa").nullish(),
}, { error: "Visita inválida" });

export type VisitInput = z.infer<typeof visitSchema>;
