import { useNavigation } from "react-router";
import { AcceptInvitationForm, roleLabels } from "~/features/team";
import { acceptInvitationAction, findOpenInvitation } from "~/features/team/index.server";
import { Alert } from "~/ui/alert";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = () => [{ title: "Convite para a equipe — Painel Admin" }, { name: "robots", content: "noindex" }];

export async function loader({ params }: Route.LoaderArgs) {
  const invitation = await findOpenInvitation(params.token);
  return invitation ? { email: invitation.email, role: invitation.role } : null;
}

export const action = ({ request, params }: Route.ActionArgs) => acceptInvitationAction(request, params.token);

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <main id="conteudo" className="flex min-h-screen items-center justify-center bg-steel-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-card border border-steel-200 bg-white p-8 shadow-sm">
        <h1 className="text-center text-2xl font-bold text-steel-900">Convite para a equipe</h1>
        {loaderData ? (
          <>
            <p className="mt-2 text-center text-sm text-steel-600">
              Crie sua conta de <strong className="wrap-anywhere text-steel-900">{loaderData.email}</strong> no painel, com a função{" "}
              {roleLabels[loaderData.role]}.
            </p>
            <AcceptInvitationForm lastResult={actionData?.result} submitting={submitting} />
          </>
        ) : (
          <Alert tone="error" title="Convite inválido ou expirado" className="mt-6">
            Este link não vale mais: ele expira em 48 horas e só pode ser usado uma vez. Peça um novo convite a um administrador.
          </Alert>
        )}
      </div>
    </main>
  );
}
