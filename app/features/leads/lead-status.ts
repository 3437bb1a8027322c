import type { LeadStatus } from "~/db/schema";

/** pt-BR labels of the lead statuses (D16). */
export const leadStatusLabels: Record<LeadStatus, string> = {
  novo: "Novo",
  em_contato: "Em contato",
  reuniao_agendada: "Reunião agendada",
  convertido: "Convertido",
  perdido: "Perdido",
};

export function leadStatusLabel(status: string) {
  return leadStatusLabels[status as LeadStatus] ?? status;
}
