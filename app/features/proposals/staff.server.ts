import { data, redirect } from "react-router";
import { z } from "~/lib/zod";
import { formAction, readFormData } from "~/lib/forms/form-action.server";
import { formatPriceInput } from "~/lib/money";
import { formatDiscountInput, formatQuantity } from "./format";
import { loadProposal } from "./load.server";
import { createProposal, leadProposals, proposalVersions, saveDraft, startNewVersion } from "./proposals.server";
import type { ProposalView } from "./proposal-view";
import { proposalFormSchema, proposalMessages, type ProposalFormValues } from "./schema";
import { sendProposal, type Sender } from "./send.server";

/** A stored version as the editor's values, typed as staff type them. */
function editorValues(proposal: ProposalView): ProposalFormValues {
  return {
    lines: proposal.lines.map((line) => ({
      pageId: line.pageId ?? "",
      description: line.description,
      quantity: formatQuantity(line.quantityThousandths),
      unit: line.unit,
      unitPrice: formatPriceInput(line.unitPriceCents),
      discount: formatDiscountInput(line.discountBasisPoints),
    })),
    freightType: proposal.freightType,
    freight: proposal.freightCents > 0 ? formatPriceInput(proposal.freightCents) : "",
    paymentTerms: proposal.paymentTerms,
    deliveryTime: proposal.deliveryTime,
    validityDays: proposal.validityDays,
    notes: proposal.notes,
  };
}

/** Where 'Nova proposta' posts: the proposals' own address, whose read leads to the leads. */
const newProposalId = "nova";

/** The proposal's screen: the version, every version of its number, and the editor's values while a draft. */
export async function proposalScreen(id: string) {
  if (id === newProposalId) throw redirect("/admin/leads");
  const proposal = z.uuid().safeParse(id).success ? await loadProposal(id) : null;
  if (!proposal) throw data({ message: proposalMessages.notFound }, { status: 404 });
  const versions = await proposalVersions(proposal.number);
  return {
    proposal,
    versions: versions.map((version) => ({ ...version, sentAt: version.sentAt?.toISOString() ?? null })),
    editor: proposal.status === "rascunho" ? editorValues(proposal) : null,
  };
}

/** The lead page's list of proposals. */
export const proposalsOfLead = leadProposals;

/**
 * The posts of a proposal's screen: the editor saves the draft ('Salvar rascunho') or saves and
 * sends it ('Enviar proposta'), checked with the editor's schema whatever the screen sent;
 * 'Editar em nova versão' opens the next version's draft.
 */
export async function proposalAction(request: Request, id: string, sender: Sender) {
  if (id === newProposalId) return newProposalAction(request);
  const intent = (await readFormData(request.clone())).get("intent");
  if (intent === "nova-versao") {
    const started = z.uuid().safeParse(id).success ? await startNewVersion(id) : null;
    if (!started?.ok) throw data({ message: proposalMessages.notFound }, { status: 404 });
    return redirect(`/admin/propostas/${started.id}`);
  }
  const answer = await formAction(request, proposalFormSchema, async (form) => {
    if (!z.uuid().safeParse(id).success) return { ok: false, status: 404, message: proposalMessages.notFound };
    const saved = await saveDraft(id, form);
    if (!saved.ok || intent !== "enviar") return saved;
    return sendProposal(id, sender);
  });
  // Sent, the version is read only: the screen opens again on it, which says it was sent.
  return intent === "enviar" && answer.data.result.status === "success" ? redirect(`/admin/propostas/${id}`) : answer;
}

/** 'Nova proposta' on a lead's page: a numbered draft, opened in its editor. */
async function newProposalAction(request: Request) {
  const leadId = z.uuid().safeParse((await readFormData(request)).get("leadId"));
  const created = leadId.success ? await createProposal(leadId.data) : null;
  if (!created?.ok) throw data({ message: "Lead não encontrado ou já excluído." }, { status: 404 });
  return redirect(`/admin/propostas/${created.id}`);
}
