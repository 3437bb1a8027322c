import { z } from "~/lib/zod";
import { pageTypeInfo } from "~/features/catalogue";
import { searchCatalogueItems } from "~/features/catalogue/index.server";
import { apiError } from "~/lib/api-response";
import { letterhead } from "./letterhead.server";
import { loadProposal } from "./load.server";
import { proposalPdf, proposalPdfName } from "./pdf.server";
import type { ProposalView } from "./proposal-view";
import { proposalMessages } from "./schema";

/** A version's PDF as a download, made from what is stored. */
export async function proposalPdfResponse(proposal: ProposalView, headers: Record<string, string> = {}) {
  const pdf = await proposalPdf(proposal, await letterhead());
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${proposalPdfName(proposal.number, proposal.version)}"`,
    },
  });
}

/** Staff's download of any version, a draft's included. */
export async function staffProposalPdf(id: string) {
  const proposal = z.uuid().safeParse(id).success ? await loadProposal(id) : null;
  if (!proposal) return apiError(proposalMessages.notFound, 404, "not_found");
  return proposalPdfResponse(proposal);
}

/** The editor's catalogue search: `q` of 2 to 100 characters, ten pages at most. */
export async function catalogueSearchResponse(request: Request) {
  const term = (new URL(request.url).searchParams.get("q") ?? "").trim();
  if (term.length > 100) return apiError("Busca muito longa", 400, "invalid_search");
  const items = await searchCatalogueItems(term);
  return Response.json({
    items: items.map((item) => ({ id: item.id, title: item.title, badge: pageTypeInfo[item.pageType].badge, priceCents: item.priceCents })),
  });
}
