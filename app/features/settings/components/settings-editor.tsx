import { TrackingTagManager } from "~/features/tracking";
import { useEditorForm } from "~/lib/forms/use-editor-form";
import { FormAnswer } from "~/ui/form-answer";
import { FormSection } from "~/ui/form-section";
import { SaveBar, savedFormClass } from "~/ui/save-bar";
import { settingsMessages, settingsSchema, type SettingsForm } from "../schema";
import { CompanySection } from "./company-section";
import { DaysOffSection } from "./days-off-section";
import { LeadAlertSection } from "./lead-alert-section";
import { LostReasonsSection } from "./lost-reasons-section";
import { MeasurementSection } from "./measurement-section";
import { MeetingHoursSection } from "./meeting-hours-section";
import { ProposalsSection } from "./proposals-section";
import { ReplyTemplatesSection } from "./reply-templates-section";
import { ServiceSection } from "./service-section";
import { SharedCacheSection } from "./shared-cache-section";
import { SocialSection } from "./social-section";
import { UnitsSection } from "./units-section";

const settingsAction = "/admin/settings";

/** Every site setting in one form, saved together with 'Salvar Configurações'. */
export function SettingsEditor({ initial }: { initial: SettingsForm }) {
  const form = useEditorForm({
    schema: settingsSchema,
    initial,
    action: settingsAction,
    messages: settingsMessages,
    savedOnPage: true,
    idPrefix: "settings",
  });
  const { values, update, errorAt } = form;

  return (
    <form.Form {...form.formProps} className={savedFormClass}>
      <FormAnswer id={form.answerId} result={form.documentResult} messages={settingsMessages} />
      <SaveBar busy={form.busy} label="Salvar Configurações" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <MeasurementSection form={form} />
        <ServiceSection form={form} />
      </div>
      <MeetingHoursSection form={form} />
      <DaysOffSection form={form} />
      <LeadAlertSection form={form} />
      <ProposalsSection form={form} />
      <LostReasonsSection form={form} />
      <FormSection
        title="Tags de rastreamento"
        description="Códigos de medição colocados em todas as páginas, somente depois que o visitante aceita cookies."
      >
        <TrackingTagManager
          idPrefix="settings-tracking_tags"
          name="tracking_tags"
          tags={values.tracking_tags}
          onChange={(tracking_tags) => update((current) => ({ ...current, tracking_tags }))}
          error={errorAt("tracking_tags")}
        />
      </FormSection>
      <CompanySection form={form} />
      <SocialSection form={form} />
      <UnitsSection form={form} />
      <ReplyTemplatesSection form={form} />
      <SharedCacheSection form={form} />
    </form.Form>
  );
}
