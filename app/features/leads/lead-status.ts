import type { LeadStatus } from "~/db/schema";

/** pt-BR labels of the lead statuses (D16, issue 17). */
export const leadStatusLabels: Record<LeadStatus, string> = {
  novo: "Novo",
  em_atendimento: "Em atendimento",
  proposta_enviada: "Proposta enviada",
  ganho: "Ganho",
  perdido: "Perdido",
};

export function leadStatusLabel(status: string) {
  return leadStatusLabels[status as LeadStatus] ?? status;
}
