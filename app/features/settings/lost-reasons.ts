import { requiredText } from "~/lib/form-rules";
import { lines } from "./lines";

/** Why a lead was lost: the list staff pick from when marking it 'Perdido'; a site setting. */
export const lostReasonsKey = "lost_reasons";

export const defaultLostReasons = ["Preço", "Prazo", "Concorrente", "Sem resposta", "Sem orçamento", "Outro"];

export const lostReasonBounds = { reason: 60, count: 20 } as const;

export const lostReasonsSchema = lines(
  requiredText("Motivo inválido", lostReasonBounds.reason),
  lostReasonBounds.count,
  "Informe ao menos um motivo de perda",
).refine(
  (reasons) => new Set(reasons.map((reason) => reason.toLocaleLowerCase("pt-BR"))).size === reasons.length,
  "Cada motivo de perda aparece uma vez só",
);

/** The stored reasons, or the defaults when they are missing or unreadable. */
export function readLostReasons(value: unknown): string[] {
  const parsed = lostReasonsSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultLostReasons;
}
