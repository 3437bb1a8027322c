import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import { lostReasonBounds } from "../lost-reasons";
import type { SettingsForm } from "../schema";

const asText = (lines: string | string[]) => (typeof lines === "string" ? lines : lines.join("\n"));

/** The reasons staff pick from when a lead is lost, counted by the reports. */
export function LostReasonsSection({ form }: { form: EditorForm<SettingsForm> }) {
  const { field, values, update, errorAt } = form;
  const { id, name } = field("lost_reasons");
  return (
    <FormSection
      title="Motivos de perda"
      description="A lista de onde a equipe escolhe o motivo ao marcar um lead como 'Perdido'. Um lead já perdido guarda o motivo com que foi marcado."
    >
      <TextField
        id={id}
        name={name}
        label="Motivos"
        rows={6}
        value={asText(values.lost_reasons)}
        onChange={(lost_reasons) => update((current) => ({ ...current, lost_reasons }))}
        error={errorAt("lost_reasons")}
        hint={`Um motivo por linha, até ${lostReasonBounds.count}, cada um com até ${lostReasonBounds.reason} caracteres.`}
        className="max-w-md"
        required
      />
    </FormSection>
  );
}
