import { Link } from "react-router";
import { ErasureForm, ErasureScope, leadPrivacyPath, privacyMessages } from "~/features/privacy";
import { erasureAction, requirePrivacyLead } from "~/features/privacy/index.server";
import { Alert } from "~/ui/alert";
import { buttonClass } from "~/ui/button-class";
import { cn } from "~/lib/cn";
import { Card } from "~/ui/card";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";
import type { Route } from "./+types/lead-erasure";

export async function loader({ params }: Route.LoaderArgs) {
  return { lead: await requirePrivacyLead(params.id) };
}

export const action = ({ request, params }: Route.ActionArgs) => erasureAction(request, params.id);

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Apagar os dados de ${data?.lead.name ?? ""} — Painel Admin` }];

/** The erasure's confirmation as a page: where 'Apagar dados…' leads before scripts load, and where its post answers. */
export default function LeadErasure({ loaderData: { lead }, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold break-words text-steel-900">Apagar todos os dados de {lead.name}?</h1>
      <Card className="mt-6 space-y-2 p-5 text-sm text-steel-700">
        <ErasureScope />
        <div className="pt-3">
          {!lead.email ? (
            <>
              <Alert tone="info" title="Lead sem e-mail">
                {privacyMessages.noEmail}
              </Alert>
              <Link to={leadPrivacyPath(lead.id)} className={cn(buttonClass({ variant: "outline" }), "mt-4")}>
                Voltar
              </Link>
            </>
          ) : lead.staffAccount ? (
            <>
              <Alert tone="info" title="E-mail da equipe">
                {privacyMessages.staffAccount}
              </Alert>
              <Link to={leadPrivacyPath(lead.id)} className={cn(buttonClass({ variant: "outline" }), "mt-4")}>
                Voltar
              </Link>
            </>
          ) : (
            <ErasureForm
              leadId={lead.id}
              email={lead.email}
              documentResult={actionData?.result}
              cancel={
                <Link to={leadPrivacyPath(lead.id)} className={buttonClass({ variant: "outline" })}>
                  Cancelar
                </Link>
              }
            />
          )}
        </div>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: ({ message }) => (
          <>
            <title>Apagar dados — Painel Admin</title>
            <LoadError heading="Apagar dados" title="Lead não encontrado" message={message ?? privacyMessages.leadNotFound} action={null} />
          </>
        ),
      }}
      unexpected={({ message }) => <LoadError heading="Apagar dados" title="Erro ao carregar o lead" message={message} />}
    />
  );
}
