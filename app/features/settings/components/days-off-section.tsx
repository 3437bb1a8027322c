import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { brazilNationalHolidays, businessDateOf } from "~/features/business-days";
import type { EditorForm } from "~/lib/forms/use-editor-form";
import { Button } from "~/ui/button";
import { FormSection } from "~/ui/form-section";
import { TextField } from "~/ui/text-field";
import { maxDaysOff, type DayOff } from "../days-off";
import type { SettingsForm } from "../schema";

const shownDate = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? date.split("-").reverse().join("/") : "");

/** The national holidays of this year, which need no entry: for the staff to check against. */
function NationalHolidays() {
  const year = Number(businessDateOf(new Date()).slice(0, 4));
  return (
    <details className="rounded-md border border-steel-200 p-3 text-sm text-steel-700">
      <summary className="cursor-pointer font-medium text-steel-800">Feriados nacionais de {year}, já considerados</summary>
      <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {brazilNationalHolidays(year).map((holiday) => (
          <li key={holiday.date}>
            <span className="font-medium tabular-nums">{shownDate(holiday.date)}</span> {holiday.name}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The days the company does not work besides the national holidays: the Atendente Virtual
 * offers no meeting on them, and the lead alert and the morning digest skip them.
 */
export function DaysOffSection({ form }: { form: EditorForm<SettingsForm> }) {
  const { bind, fieldId, errorAt } = form;
  const list = form.list<DayOff>("days_off");
  const days = list.items;
  const [announcement, setAnnouncement] = useState("");
  const listError = errorAt("days_off") && !days.some((_, index) => errorAt(`days_off.${index}`)) ? errorAt("days_off") : undefined;

  function add() {
    list.replace([...days, { date: "", label: "" }]);
    setAnnouncement(`Dia ${days.length + 1} adicionado.`);
    requestAnimationFrame(() => document.getElementById(fieldId(`days_off.${days.length}.date`))?.focus());
  }

  function remove(index: number) {
    const date = shownDate(days[index]!.date);
    list.replace(days.filter((_, position) => position !== index));
    setAnnouncement(date ? `Dia ${date} removido.` : "Dia removido.");
  }

  return (
    <FormSection
      title="Dias sem expediente"
      description="Além dos feriados nacionais (Carnaval, Sexta-feira Santa e Corpus Christi incluídos): férias coletivas, feriados da cidade, pontes. Nesses dias o Atendente Virtual não oferece reuniões, e o alerta de leads e o resumo da manhã não contam."
      actions={
        <Button type="button" variant="outline" size="sm" onClick={add} disabled={days.length >= maxDaysOff}>
          <Plus aria-hidden className="size-4" />
          Adicionar dia
        </Button>
      }
    >
      {days.length === 0 ? <p className="text-sm text-steel-600">Nenhum dia cadastrado além dos feriados nacionais.</p> : null}
      {days.length > 0 ? (
        <ol aria-label="Dias sem expediente" className="space-y-3">
          {days.map((day, index) => (
            <li key={index} className="grid items-start gap-3 rounded-md border border-steel-200 p-3 sm:grid-cols-[12rem_1fr_auto]">
              <TextField {...bind(`days_off.${index}.date`)} label="Data" type="date" required />
              <TextField {...bind(`days_off.${index}.label`)} label="Descrição" placeholder="Férias coletivas" />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="sm:mt-7"
                onClick={() => remove(index)}
                aria-label={shownDate(day.date) ? `Remover o dia ${shownDate(day.date)}` : `Remover o dia ${index + 1}`}
              >
                <Trash2 aria-hidden className="size-4" />
                <span className="sm:sr-only">Remover</span>
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      <NationalHolidays />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </FormSection>
  );
}
