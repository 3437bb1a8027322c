import { Download } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { mayUse, type StaffRole } from "~/features/auth";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { EmailAddress } from "~/ui/email-address";
import { leadErasurePattern, leadExportPath } from "../privacy-paths";
import { privacyMessages } from "../privacy-messages";
import { ErasureDialog } from "./erasure-dialog";

type Props = { leadId: string; name: string; email: string | null; staffAccount: boolean };

/**
 * 'Privacidade (LGPD)' of a lead: the person's data for download (JSON or CSV), and, for an
 * administrator, its erasure everywhere; for a staff account's e-mail, why neither is offered.
 * Self-contained: any admin page can show it.
 */
export function LeadPrivacyPanel({ leadId, name, email, staffAccount }: Props) {
  return (
    <section aria-labelledby={`privacy-${leadId}`} className="space-y-5">
      <h2 id={`privacy-${leadId}`} className="text-lg font-semibold text-steel-900">
        Privacidade (LGPD)
      </h2>
      {staffAccount ? (
        <StaffAccountNotice />
      ) : email ? (
        <PersonTools leadId={leadId} name={name} email={email} />
      ) : (
        <Alert tone="info" title="Lead sem e-mail">
          {privacyMessages.noEmail}
        </Alert>
      )}
    </section>
  );
}

function StaffAccountNotice() {
  return (
    <Alert tone="info" title="E-mail da equipe">
      {privacyMessages.staffAccount}
    </Alert>
  );
}

function PersonTools({ leadId, name, email }: { leadId: string; name: string; email: string }) {
  // The panel's own layout already read who is signed in.
  const staff = useRouteLoaderData<{ role: StaffRole }>("routes/admin/layout");
  const mayErase = staff !== undefined && mayUse(staff.role, leadErasurePattern);
  return (
    <>
      <div>
        <h3 className="font-medium text-steel-900">Exportar os dados</h3>
        <p className="mt-1 text-sm text-steel-700">
          Tudo o que o site guarda sobre <EmailAddress email={email} />: leads, mensagens, conversas com o assistente, reuniões, anotações,
          e-mails, registros de atividade e as visitas das conversas. Para atender a um pedido do titular dos dados.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={leadExportPath(leadId, "json")} download aria-label={`Baixar JSON com os dados de ${name}`}>
              <Download aria-hidden className="size-4" />
              Baixar JSON
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={leadExportPath(leadId, "csv")} download aria-label={`Baixar CSV com os dados de ${name}`}>
              <Download aria-hidden className="size-4" />
              Baixar CSV
            </a>
          </Button>
        </div>
        <p className="mt-3 text-sm text-steel-700">
          Os arquivos acima são para a pessoa: em português, com datas no horário de Brasília.{" "}
          <a
            href={leadExportPath(leadId, "technical")}
            download
            className="font-medium text-brand-800 underline"
            aria-label={`Baixar os dados técnicos de ${name} (JSON para outro sistema)`}
          >
            JSON técnico
          </a>
          : os mesmos dados como estão guardados, para outro sistema.
        </p>
      </div>
      <div>
        <h3 className="font-medium text-steel-900">Apagar os dados</h3>
        <p className="mt-1 text-sm text-steel-700">
          Apaga em todo o site o que foi guardado sobre este e-mail. O registro de atividades guarda apenas que os dados de um lead foram
          apagados, sem nome nem e-mail.
        </p>
        <div className="mt-3">
          {mayErase ? (
            <ErasureDialog leadId={leadId} name={name} email={email} />
          ) : (
            <p className="text-sm text-steel-600">{privacyMessages.onlyAdministrators}</p>
          )}
        </div>
      </div>
    </>
  );
}
