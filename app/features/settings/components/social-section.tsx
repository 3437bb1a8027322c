import type { CompanySettings } from "~/features/settings/company";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import type { SettingsForm } from "../schema";

const socialFields: Array<{ key: keyof CompanySettings["social"]; label: string; required?: boolean }> = [
  { key: "facebook", label: "Facebook", required: true },
  { key: "instagram", label: "Instagram", required: true },
  { key: "youtube", label: "YouTube", required: true },
  { key: "linkedin", label: "LinkedIn" },
];

export function SocialSection({ form }: { form: EditorForm<SettingsForm> }) {
  const { bind } = form;
  return (
    <FormSection
      title="Redes sociais"
      description="Endereços completos, começando com https://. Facebook, Instagram e YouTube aparecem no cabeçalho e no rodapé."
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {socialFields.map(({ key, label, required }) => (
          <TextField key={key} {...bind(`company.social.${key}`)} label={label} type="url" placeholder="https://" required={required} />
        ))}
      </div>
    </FormSection>
  );
}
