import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import type { SettingsForm } from "../schema";

/** 'Propostas': the validity a new proposal starts with, and the CNPJ printed on its letterhead. */
export function ProposalsSection({ form }: { form: EditorForm<SettingsForm> }) {
  const { field, values, update, errorAt } = form;
  const validity = field("proposal_settings.validityDays");
  const taxId = field("proposal_settings.taxId");
  const days = values.proposal_settings.validityDays;
  return (
    <FormSection
      title="Propostas"
      description="A validade com que cada nova proposta começa (pode ser mudada em cada uma) e o CNPJ impresso no cabeçalho do PDF, com o nome, o logotipo, o endereço e o telefone da empresa."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={validity.id}
          name={validity.name}
          label="Validade padrão (dias)"
          type="number"
          inputMode="numeric"
          value={Number.isNaN(days) ? "" : String(days)}
          onChange={(value) =>
            update((current) => ({
              ...current,
              proposal_settings: { ...current.proposal_settings, validityDays: value === "" ? Number.NaN : Number(value) },
            }))
          }
          error={errorAt("proposal_settings.validityDays")}
          hint="De 1 a 365 dias."
          required
        />
        <TextField
          id={taxId.id}
          name={taxId.name}
          label="CNPJ no cabeçalho"
          value={values.proposal_settings.taxId}
          onChange={(value) => update((current) => ({ ...current, proposal_settings: { ...current.proposal_settings, taxId: value } }))}
          error={errorAt("proposal_settings.taxId")}
          hint="Formato 00.000.000/0000-00. Vazio: o PDF sai sem CNPJ."
        />
      </div>
    </FormSection>
  );
}
