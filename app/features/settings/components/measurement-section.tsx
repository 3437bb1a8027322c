import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import type { SettingsForm } from "../schema";

const ids = [
  { key: "google_analytics_id", label: "ID do Google Analytics", placeholder: "G-XXXXXXXXXX" },
  { key: "google_tag_manager_id", label: "ID do Google Tag Manager", placeholder: "GTM-XXXXXXX" },
  { key: "facebook_pixel_id", label: "ID do Facebook Pixel", placeholder: "123456789012345" },
] as const;

export function MeasurementSection({ form }: { form: EditorForm<SettingsForm> }) {
  const { bind } = form;
  return (
    <FormSection
      title="Análise e medição"
      description="Carregados somente depois que o visitante aceita cookies. Deixe em branco para não usar."
    >
      {ids.map(({ key, label, placeholder }) => (
        <TextField key={key} {...bind(key)} label={label} placeholder={placeholder} autoComplete="off" />
      ))}
    </FormSection>
  );
}
