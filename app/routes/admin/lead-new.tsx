import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { NewLeadForm } from "~/features/leads";
import { newLeadAction } from "~/features/leads/index.server";
import { FormSection } from "~/ui/form-section";
import type { Route } from "./+types/lead-new";

export const meta: Route.MetaFunction = () => [{ title: "Novo lead — Leads — Painel Admin" }];

export const action = ({ request }: Route.ActionArgs) => newLeadAction(request);

export default function NewLead({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link to="/admin/leads" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900">
        <ArrowLeft aria-hidden className="size-4" />
        Leads
      </Link>
      <h1 className="text-2xl font-bold text-steel-900">Novo lead</h1>
      <FormSection
        title="Contato feito fora do site"
        description="Uma ligação, uma conversa no WhatsApp, uma indicação, uma feira ou uma visita. Um e-mail ou telefone que já é de um lead soma a esse lead."
      >
        <NewLeadForm answer={actionData} />
      </FormSection>
    </div>
  );
}
