import { useActionData } from "react-router";
import { staffContext } from "~/features/auth/index.server";
import { InvitationList, InviteForm, MemberCard } from "~/features/team";
import { listInvitations, listTeam, teamAction } from "~/features/team/index.server";
import { Alert } from "~/ui/alert";
import { Card } from "~/ui/card";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => [{ title: "Equipe — Painel Admin" }];

export async function loader({ context }: Route.LoaderArgs) {
  const [members, invitations] = await Promise.all([listTeam(), listInvitations()]);
  return { members, invitations, selfId: context.get(staffContext)!.id, now: Date.now() };
}

export const action = ({ request, context }: Route.ActionArgs) => teamAction(request, context.get(staffContext)!);

export default function AdminTeam({ loaderData }: Route.ComponentProps) {
  const { members, invitations, selfId, now } = loaderData;
  // A post sent before scripts loaded comes back as this page: its answer is told here.
  const documentAnswer = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-steel-900">Equipe</h1>
      <p className="mt-1 text-steel-600">Quem entra no painel e o que cada pessoa pode fazer.</p>
      {documentAnswer && documentAnswer.intent !== "invite" ? (
        <Alert tone={documentAnswer.ok ? "success" : "error"} title={documentAnswer.message} className="mt-4" />
      ) : null}
      <section aria-labelledby="invite-heading" className="mt-6">
        <Card className="p-5">
          <h2 id="invite-heading" className="mb-4 text-lg font-semibold text-steel-900">
            Convidar membro
          </h2>
          <InviteForm documentAnswer={documentAnswer} />
        </Card>
      </section>
      <section aria-labelledby="members-heading" className="mt-8">
        <h2 id="members-heading" className="text-lg font-semibold text-steel-900">
          Membros ({members.length})
        </h2>
        <ul className="mt-3 space-y-3" aria-label="Membros da equipe">
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} isSelf={member.id === selfId} documentAnswer={documentAnswer} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="invitations-heading" className="mt-8">
        <h2 id="invitations-heading" className="text-lg font-semibold text-steel-900">
          Convites
        </h2>
        <Card className="mt-3 px-5 py-2">
          <InvitationList invitations={invitations} now={now} />
        </Card>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => <LoadError heading="Equipe" title="Erro ao carregar a equipe" message={message} />}
    />
  );
}
