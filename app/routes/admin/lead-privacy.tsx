import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { LeadPrivacyPanel, privacyMessages } from "~/features/privacy";
import { requirePrivacyLead } from "~/features/privacy/index.server";
import { Alert } from "~/ui/alert";
import { Card } from "~/ui/card";
import { EmailAddress } from "~/ui/email-address";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";
import type { Route } from "./+types/lead-privacy";

export async function loader({ params }: Route.LoaderArgs) {
  return { lead: await requirePrivacyLead(params.id) };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Privacidade: ${data?.lead.name ?? ""} — Painel Admin` }];

export default function LeadPrivacy({ loaderData: { lead } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={`/admin/leads/${lead.id}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        Voltar ao lead
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-steel-900">{lead.name}</h1>
      <p className="mt-1 text-steel-600">{lead.email ? <EmailAddress email={lead.email} /> : "Sem e-mail"}</p>
      {lead.deleted ? (
        <Alert tone="info" title="Este lead foi excluído da lista" className="mt-4">
          Os dados dele continuam guardados até serem apagados aqui.
        </Alert>
      ) : null}
      <Card className="mt-6 p-5">
        <LeadPrivacyPanel leadId={lead.id} name={lead.name} email={lead.email} staffAccount={lead.staffAccount} />
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
            <title>Privacidade — Painel Admin</title>
            <LoadError heading="Privacidade" title="Lead não encontrado" message={message ?? privacyMessages.leadNotFound} action={null} />
          </>
        ),
      }}
      unexpected={({ message }) => <LoadError heading="Privacidade" title="Erro ao carregar o lead" message={message} />}
    />
  );
}
