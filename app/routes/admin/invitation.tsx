import { Link, useNavigation } from "react-router";
import { AcceptInvitationForm, invitationClosedMessages, roleLabels, type InvitationClosedReason } from "~/features/team";
import { acceptInvitationAction, invitationByLink } from "~/features/team/index.server";
import { Alert } from "~/ui/alert";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = () => [{ title: "Convite para a equipe — Painel Admin" }, { name: "robots", content: "noindex" }];

export const loader = ({ params }: Route.LoaderArgs) => invitationByLink(params.token);

export const action = ({ request, params }: Route.ActionArgs) => acceptInvitationAction(request, params.token);

function ClosedInvitation({ reason }: { reason: InvitationClosedReason }) {
  const { title, text } = invitationClosedMessages[reason];
  return (
    <Alert tone="error" title={title} className="mt-6">
      {text}
      {reason === "used" ? (
        <>
          {" "}
          <Link to="/admin/auth" className="font-semibold underline">
            Entrar no painel
          </Link>
        </>
      ) : null}
    </Alert>
  );
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <main id="conteudo" className="flex min-h-screen items-center justify-center bg-steel-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-card border border-steel-200 bg-white p-8 shadow-sm">
        <h1 className="text-center text-2xl font-bold text-steel-900">Convite para a equipe</h1>
        {loaderData.open ? (
          <>
            <p className="mt-2 text-center text-sm text-steel-600">
              Crie sua conta de <strong className="wrap-anywhere text-steel-900">{loaderData.email}</strong> no painel, com a função{" "}
              {roleLabels[loaderData.role]}.
            </p>
            <AcceptInvitationForm lastResult={actionData?.result} submitting={submitting} />
          </>
        ) : (
          <ClosedInvitation reason={loaderData.reason} />
        )}
      </div>
    </main>
  );
}
