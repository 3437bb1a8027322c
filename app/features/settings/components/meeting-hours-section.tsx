import { maxNoticeHours, minNoticeHours, slotLengthOptions, weekdayLabels, type MeetingHours } from "../meeting-hours";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { describedBy, Field, Select } from "~/ui/field";
import { FormSection } from "~/ui/form-section";
import { HiddenFields } from "~/ui/hidden-fields";
import { Switch } from "~/ui/switch";
import { TextField } from "~/ui/text-field";
import type { SettingsForm } from "../schema";

/** Monday first, as a Brazilian week is read; the stored numbers stay 0 (Sunday) to 6. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/**
 * The notice a booking needs and the lunch break. Turned off, the lunch times are kept in
 * hidden fields, so turning it on again brings them back.
 */
function NoticeAndLunch({ form }: { form: EditorForm<SettingsForm> }) {
  const { bind, field, values, update, errorAt } = form;
  const hours = values.meeting_hours;
  const notice = field("meeting_hours.noticeHours");
  const lunch = field("meeting_hours.lunchBreak");
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        {...notice}
        label="Antecedência mínima (horas úteis)"
        type="number"
        inputMode="numeric"
        value={Number.isNaN(hours.noticeHours) ? "" : String(hours.noticeHours)}
        onChange={(value) =>
          update((current) => ({
            ...current,
            meeting_hours: { ...current.meeting_hours, noticeHours: value === "" ? Number.NaN : Number(value) },
          }))
        }
        error={errorAt("meeting_hours.noticeHours")}
        hint={`De ${minNoticeHours} a ${maxNoticeHours}. Contam só as horas desta agenda, em dias úteis.`}
        required
      />
      <div className="grid gap-3 sm:col-span-2">
        <Switch
          {...lunch}
          checked={hours.lunchBreak}
          onCheckedChange={(lunchBreak) => update((current) => ({ ...current, meeting_hours: { ...current.meeting_hours, lunchBreak } }))}
          label="Pausa para almoço, sem reuniões"
        />
        {hours.lunchBreak ? (
          <div className="grid grid-cols-2 gap-4">
            <TextField {...bind("meeting_hours.lunchStart")} label="Início do almoço" type="time" required />
            <TextField {...bind("meeting_hours.lunchEnd")} label="Fim do almoço" type="time" required />
          </div>
        ) : (
          <>
            <HiddenFields name={field("meeting_hours.lunchStart").name} value={hours.lunchStart} />
            <HiddenFields name={field("meeting_hours.lunchEnd").name} value={hours.lunchEnd} />
          </>
        )}
      </div>
    </div>
  );
}

/** The days, hours and length of the meetings the Atendente Virtual offers to visitors, its notice and lunch break. */
export function MeetingHoursSection({ form }: { form: EditorForm<SettingsForm> }) {
  const { bind, values, update, field, fieldId, errorAt } = form;
  const hours = values.meeting_hours;
  const set = (patch: Partial<MeetingHours>) =>
    update((current) => ({ ...current, meeting_hours: { ...current.meeting_hours, ...patch } }));
  const toggleDay = (day: number, on: boolean) =>
    set({ weekdays: on ? [...hours.weekdays, day].sort((a, b) => a - b) : hours.weekdays.filter((other) => other !== day) });

  const daysId = fieldId("meeting_hours.weekdays");
  const daysError = errorAt("meeting_hours.weekdays");
  const slotId = fieldId("meeting_hours.slotMinutes");
  const slotError = errorAt("meeting_hours.slotMinutes");

  return (
    <FormSection
      title="Agenda de reuniões"
      description="O Atendente Virtual oferece aos visitantes os horários livres dentro desta agenda, no horário de Brasília (America/Sao_Paulo)."
    >
      <fieldset id={daysId} aria-describedby={daysError ? `${daysId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-steel-800">Dias da semana</legend>
        <div className="flex flex-wrap gap-2">
          {weekOrder.map((day) => (
            <label
              key={day}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-steel-300 px-3 py-2 text-sm text-steel-900 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                name={field("meeting_hours.weekdays").name}
                value={day}
                checked={hours.weekdays.includes(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
                aria-invalid={daysError ? true : undefined}
                className="size-4 accent-brand-700"
              />
              {weekdayLabels[day]}
            </label>
          ))}
        </div>
        {daysError ? (
          <p id={`${daysId}-error`} className="mt-1 text-sm text-red-700">
            {daysError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...bind("meeting_hours.start")} label="Início" type="time" required />
        <TextField {...bind("meeting_hours.end")} label="Fim" type="time" required />
        <Field id={slotId} label="Duração de cada reunião" error={slotError}>
          <Select
            id={slotId}
            name={field("meeting_hours.slotMinutes").name}
            value={String(hours.slotMinutes)}
            onChange={(event) => set({ slotMinutes: Number(event.target.value) })}
            {...describedBy(slotId, { error: slotError })}
          >
            {slotLengthOptions.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutos
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <NoticeAndLunch form={form} />
    </FormSection>
  );
}
