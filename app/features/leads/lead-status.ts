import type { LeadStatus } from "~/db/schema";

/** pt-BR labels of the lead statuses (decision 176). */
export const leadStatusLabels: Record<LeadStatus, string> = {
  novo: "Novo",
  em_atendimento: "Em atendimento",
  proposta_enviada: "Proposta enviada",
  ganho: "Ganho",
  perdido: "Perdido",
};

/** The badge's colour of a status: lost and won stand out. */
export const statusTone = (status: string) => (status === "perdido" ? "danger" : status === "ganho" ? "success" : "brand");

export function leadStatusLabel(status: string) {
  return leadStatusLabels[status as LeadStatus] ?? status;
}
