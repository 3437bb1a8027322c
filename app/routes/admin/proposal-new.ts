import { redirect } from "react-router";
import { newProposalAction } from "~/features/proposals/index.server";
import type { Route } from "./+types/proposal-new";

/** 'Nova proposta' on a lead's page: the draft is made and opened in its editor. */
export const action = ({ request }: Route.ActionArgs) => newProposalAction(request);

/** A proposal starts from its lead: the address itself leads to the leads. */
export function loader() {
  return redirect("/admin/leads");
}
