import type { EditorForm } from "~/lib/forms/use-editor-form";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import { maxLeadAlertHours } from "../lead-alert";
import { minutesOfDay } from "../meeting-hours";
import type { SettingsForm } from "../schema";

/** After how many business hours a lead still 'Novo' is flagged on the dashboard and in the morning digest. */
export function LeadAlertSection({ form }: { form: EditorForm<SettingsForm> }) {
  const { field, values, update, errorAt } = form;
  const { id, name } = field("lead_alert_hours");
  const { start, end } = values.meeting_hours;
  const dayHours = Math.max(0, (minutesOfDay(end) - minutesOfDay(start)) / 60);
  return (
    <FormSection
      title="Alerta de leads sem atendimento"
      description="Um lead que continua 'Novo' depois deste tempo aparece no Dashboard e no resumo enviado às vendas na abertura de cada dia útil. Contam só as horas da agenda de reuniões, sem fins de semana, feriados e dias sem expediente."
    >
      <TextField
        id={id}
        name={name}
        label="Horas úteis até o alerta"
        type="number"
        inputMode="numeric"
        value={Number.isNaN(values.lead_alert_hours) ? "" : String(values.lead_alert_hours)}
        onChange={(value) => update((current) => ({ ...current, lead_alert_hours: value === "" ? Number.NaN : Number(value) }))}
        error={errorAt("lead_alert_hours")}
        hint={
          Number.isFinite(dayHours) && dayHours > 0
            ? `De 1 a ${maxLeadAlertHours} horas. Com a agenda acima, um dia útil tem ${dayHours.toLocaleString("pt-BR")} horas.`
            : `De 1 a ${maxLeadAlertHours} horas.`
        }
        className="max-w-xs"
        required
      />
    </FormSection>
  );
}
