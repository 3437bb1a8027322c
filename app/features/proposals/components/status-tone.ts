import type { ProposalStatus } from "~/db/schema";

/** The badge colour of each state of a proposal. */
export const statusTone: Record<ProposalStatus, "brand" | "neutral" | "success" | "warning" | "danger"> = {
  rascunho: "neutral",
  enviada: "brand",
  aprovada: "success",
  recusada: "danger",
  substituida: "warning",
};
