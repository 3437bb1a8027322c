import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { Switch } from "~/ui/switch";
import { TextField } from "~/ui/text-field";
import type { SettingsForm } from "../schema";

/** The WhatsApp number and greeting of the floating button. */
function WhatsAppFields({ form }: { form: EditorForm<SettingsForm> }) {
  const { bind } = form;
  return (
    <>
      <TextField
        {...bind("company.whatsappNumber")}
        label="Número do WhatsApp"
        type="tel"
        hint="Com DDI e DDD, como 5519900000000."
        required
      />
      <TextField {...bind("company.whatsappGreeting")} label="Mensagem inicial do WhatsApp" rows={2} />
    </>
  );
}

/** The ways visitors reach the company from any page: the chat and the WhatsApp button. */
export function ServiceSection({ form }: { form: EditorForm<SettingsForm> }) {
  const { values, update, field } = form;
  return (
    <FormSection title="Atendimento" description="O chat do Atendente Virtual e o botão do WhatsApp aparecem em todas as páginas.">
      <Switch
        {...field("chatbot_enabled")}
        checked={values.chatbot_enabled}
        onCheckedChange={(chatbot_enabled) => update((current) => ({ ...current, chatbot_enabled }))}
        label="Chat ativado no site"
      />
      <WhatsAppFields form={form} />
    </FormSection>
  );
}
