import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import { replyPlaceholders } from "../reply-templates";
import type { SettingsForm } from "../schema";

/** The replies staff start from when writing to a visitor from a lead or a message. */
export function ReplyTemplatesSection({ form }: { form: EditorForm<SettingsForm> }) {
  const { bind, values } = form;
  return (
    <FormSection
      title="Modelos de resposta"
      description="Textos prontos para responder aos visitantes pelo site. Ao escolher um modelo, estes marcadores são trocados:"
    >
      <ul className="mb-4 grid gap-1 text-sm text-steel-700 sm:grid-cols-2">
        {Object.entries(replyPlaceholders).map(([placeholder, meaning]) => (
          <li key={placeholder}>
            <code className="rounded bg-steel-100 px-1 text-steel-900">{placeholder}</code> {meaning}
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        {values.reply_templates.map((_, index) => (
          <fieldset key={index} className="space-y-4 rounded-md border border-steel-200 p-4">
            <legend className="px-1 text-sm font-semibold text-steel-900">{`Modelo ${index + 1}`}</legend>
            <TextField {...bind(`reply_templates.${index}.title`)} label="Nome do modelo" required />
            <TextField {...bind(`reply_templates.${index}.subject`)} label="Assunto" required />
            <TextField {...bind(`reply_templates.${index}.body`)} label="Texto" rows={12} required />
          </fieldset>
        ))}
      </div>
    </FormSection>
  );
}
