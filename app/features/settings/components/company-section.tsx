import { UploadField } from "~/features/uploads";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import type { SettingsForm } from "../schema";

type Text = "name" | "tagline" | "phone" | "email" | "salesEmail" | "address" | "city" | "postalCode" | "latitude" | "longitude";

type TextFieldSpec = {
  key: Text;
  label: string;
  required?: boolean;
  type?: "email" | "tel";
  inputMode?: "numeric" | "decimal";
  hint?: string;
};

const positionHint = "Graus decimais, como no Google Maps; usados pelos buscadores para localizar a empresa.";

const textFields: TextFieldSpec[] = [
  { key: "name", label: "Nome da empresa", required: true },
  { key: "tagline", label: "Frase de apresentação" },
  { key: "phone", label: "Telefone", required: true, type: "tel" },
  { key: "email", label: "E-mail", required: true, type: "email" },
  { key: "salesEmail", label: "E-mail de vendas", required: true, type: "email" },
  { key: "city", label: "Cidade", required: true },
  { key: "address", label: "Endereço", required: true },
  { key: "postalCode", label: "CEP", inputMode: "numeric" },
  { key: "latitude", label: "Latitude", inputMode: "decimal", hint: positionHint },
  { key: "longitude", label: "Longitude", inputMode: "decimal", hint: positionHint },
];

/** The lines as one text, one per row; blank rows are kept while typing and dropped when saved. */
const asText = (lines: string | string[]) => (typeof lines === "string" ? lines : lines.join("\n"));

export function CompanySection({ form }: { form: EditorForm<SettingsForm> }) {
  const { values, update, field, errorAt, bind } = form;
  const company = values.company;
  const set = (patch: Partial<SettingsForm["company"]>) => update((current) => ({ ...current, company: { ...current.company, ...patch } }));
  const control = (key: string) => field(`company.${key}`);
  const error = (key: string) => errorAt(`company.${key}`);

  return (
    <FormSection title="Dados da empresa" description="Exibidos no cabeçalho, no rodapé e na página de contato.">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {textFields.map(({ key, label, required, type, inputMode, hint }) => (
          <TextField
            key={key}
            {...control(key)}
            label={label}
            value={company[key]}
            onChange={(value) => set({ [key]: value })}
            error={error(key)}
            required={required}
            type={type}
            inputMode={inputMode}
            hint={hint}
          />
        ))}
        <UploadField
          {...bind("company.logoUrl")}
          label="Logotipo"
          kind="image"
          hint="PNG ou JPEG quadrado, de 112 px ou mais; os buscadores o mostram ao lado do nome da empresa."
        />
        <TextField
          {...control("foundedYear")}
          label="Ano de fundação"
          type="number"
          inputMode="numeric"
          value={Number.isFinite(company.foundedYear) ? String(company.foundedYear) : ""}
          onChange={(value) => set({ foundedYear: value.trim() === "" ? Number.NaN : Number(value) })}
          error={error("foundedYear")}
          required
        />
        <TextField
          {...control("openingHours")}
          label="Horário de atendimento"
          rows={3}
          value={asText(company.openingHours)}
          onChange={(openingHours) => set({ openingHours })}
          error={error("openingHours")}
          hint="Uma linha por horário, como 'Segunda a sexta: 7h30 às 17h30'."
          required
        />
        <TextField
          {...control("claims")}
          label="Destaques da empresa"
          rows={3}
          value={asText(company.claims)}
          onChange={(claims) => set({ claims })}
          error={error("claims")}
          hint="Uma linha por destaque. {ano_fundacao} e {anos} mostram o ano de fundação e os anos de mercado, sempre atualizados."
        />
      </div>
    </FormSection>
  );
}
