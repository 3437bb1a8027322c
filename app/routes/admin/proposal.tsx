import { Link } from "react-router";
import { staffContext } from "~/features/auth/index.server";
import { ProposalScreen } from "~/features/proposals";
import { proposalAction, proposalScreen } from "~/features/proposals/index.server";
import { GeneralErrorBoundary, type RouteErrorDetails } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";
import type { Route } from "./+types/proposal";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Proposta ${data?.proposal.number ?? ""} — ${data?.proposal.customer.name ?? "Lead"} — Painel Admin` },
];

export const loader = ({ params }: Route.LoaderArgs) => proposalScreen(params.id);

export const action = ({ request, params, context }: Route.ActionArgs) => proposalAction(request, params.id, context.get(staffContext)!);

export default function AdminProposal({ loaderData }: Route.ComponentProps) {
  return <ProposalScreen {...loaderData} />;
}

export function ErrorBoundary() {
  const screen = ({ message }: RouteErrorDetails) => (
    <LoadError
      heading="Proposta"
      title="Erro ao abrir a proposta"
      message={message ?? "Proposta não encontrada."}
      action={
        <Link to="/admin/leads" className="mt-4 inline-block font-medium text-brand-800 underline">
          Voltar para os leads
        </Link>
      }
    />
  );
  return <GeneralErrorBoundary statusHandlers={{ 404: screen }} unexpected={screen} />;
}
