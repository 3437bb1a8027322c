import { staffProposalPdf } from "~/features/proposals/index.server";
import type { Route } from "./+types/proposal-pdf";

/** Any version's PDF, a draft's included, for staff. */
export const loader = ({ params }: Route.LoaderArgs) => staffProposalPdf(params.id);
