import type { BusinessUnit } from "~/features/settings/company";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import type { SettingsForm } from "../schema";

const unitFields: Array<{ key: keyof BusinessUnit; label: string; type?: "email" | "tel"; hint?: string }> = [
  { key: "name", label: "Nome" },
  { key: "phone", label: "Telefone", type: "tel" },
  { key: "email", label: "E-mail", type: "email" },
  { key: "address", label: "Endereço" },
  { key: "taxId", label: "CNPJ", hint: "Formato 00.000.000/0000-00" },
];

/** The three business units of the footer (docs/product/content.md). */
export function UnitsSection({ form }: { form: EditorForm<SettingsForm> }) {
  const { bind, values } = form;
  return (
    <FormSection title="Unidades de negócio" description="As três unidades exibidas no rodapé, cada uma com seus contatos e CNPJ.">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {values.company.units.map((unit, index) => (
          <fieldset key={index} className="space-y-4 rounded-md border border-steel-200 p-4">
            <legend className="px-1 text-sm font-semibold text-steel-900">{`Unidade ${index + 1}`}</legend>
            {unitFields.map(({ key, label, type, hint }) => (
              <TextField key={key} {...bind(`company.units.${index}.${key}`)} label={label} type={type} hint={hint} required />
            ))}
          </fieldset>
        ))}
      </div>
    </FormSection>
  );
}
