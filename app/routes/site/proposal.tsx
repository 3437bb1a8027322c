import { data, useNavigation } from "react-router";
import { PublicProposalView } from "~/features/proposals";
import { proposalPage, proposalPageHeaders, publicAnswerAction } from "~/features/proposals/index.server";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/proposal";

export const meta: Route.MetaFunction = () => [{ title: "Proposta comercial" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = () => proposalPageHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  const page = await proposalPage(params.token);
  return data(page, { status: page.page.state === "missing" ? 404 : 200, headers: proposalPageHeaders });
}

export const action = ({ request, params, context }: Route.ActionArgs) =>
  publicAnswerAction(request, params.token, context.get(requestInfoContext).clientIp);

export default function Proposal({ loaderData, actionData, params }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const { page, company } = actionData ?? loaderData;
  return (
    <PublicProposalView
      page={page}
      company={company}
      pdfHref={`/proposta/${params.token}/pdf`}
      posted={actionData?.posted}
      submitting={submitting}
    />
  );
}
