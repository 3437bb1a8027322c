import { newProposalAction } from "~/features/proposals/index.server";
import type { Route } from "./+types/proposal-new";

/** 'Nova proposta' on a lead's page: the draft is made and opened in its editor. */
export const action = ({ request }: Route.ActionArgs) => newProposalAction(request);
