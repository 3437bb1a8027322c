import { z } from "~/lib/zod";

const required = "Título e conteúdo são obrigatórios";

export const policyUpdateSchema = z.object({
  id: z.uuid({ message: "Política inválida" }),
  title: z.string({ error: required }).trim().min(1, required).max(200, "O título pode ter até 200 caracteres"),
  content: z.string({ error: required }).trim().min(1, required).max(100_000, "O conteúdo pode ter até 100.000 caracteres"),
});
