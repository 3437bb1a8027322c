import type { FreightType, ProposalStatus, ProposalUnit } from "~/db/schema";

type ProposalLineView = {
  pageId: string | null;
  description: string;
  quantityThousandths: number;
  unit: ProposalUnit;
  unitPriceCents: number;
  discountBasisPoints: number;
  totalCents: number;
};

/** The customer as the proposal names them: the lead's data. */
type ProposalCustomer = { name: string; email: string | null; phone: string | null; company: string | null };

/** One version of a proposal as a screen, the customer's page or the PDF shows it (times as ISO text). */
export type ProposalView = {
  id: string;
  leadId: string;
  number: string;
  version: number;
  status: ProposalStatus;
  freightType: FreightType;
  freightCents: number;
  paymentTerms: string;
  deliveryTime: string;
  validityDays: number;
  notes: string;
  subtotalCents: number;
  totalCents: number;
  senderName: string | null;
  senderEmail: string | null;
  sentAt: string | null;
  validUntil: string | null;
  viewedAt: string | null;
  answeredAt: string | null;
  answerName: string | null;
  purchaseOrder: string | null;
  refusalReason: string | null;
  createdAt: string;
  updatedAt: string;
  lines: ProposalLineView[];
  customer: ProposalCustomer;
};

export const proposalStatusLabels: Record<ProposalStatus, string> = {
  rascunho: "Rascunho",
  enviada: "Enviada",
  aprovada: "Aprovada",
  recusada: "Recusada",
  substituida: "Substituída",
};

/** The company as a proposal's letterhead and the customer's page show it. */
export type Letterhead = {
  name: string;
  taxId: string;
  address: string;
  phone: string;
  email: string;
  logoUrl: string;
};

/** What the customer's page may show of a proposal: its own content, nothing of the lead's file. */
export type PublicProposal = Omit<ProposalView, "id" | "leadId" | "viewedAt" | "createdAt" | "updatedAt">;

/** What a link opens: the proposal to answer, its outcome, or why it no longer does. */
export type ProposalPageState =
  | { state: "open" | "aprovada" | "recusada"; proposal: PublicProposal }
  | { state: "expired"; label: string; validUntil: string }
  | { state: "superseded"; label: string }
  | { state: "missing" };
