import { apiError } from "~/lib/api-response";
import { proposalForPdf, proposalPageHeaders, proposalPdfResponse } from "~/features/proposals/index.server";
import type { Route } from "./+types/proposal-pdf";

/** The PDF of the link's proposal, while the link opens it. */
export async function loader({ params }: Route.LoaderArgs) {
  const proposal = await proposalForPdf(params.token);
  if (!proposal) return apiError("Proposta não encontrada ou não disponível.", 404, "not_found");
  return proposalPdfResponse(proposal, proposalPageHeaders);
}
