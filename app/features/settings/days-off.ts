import { z } from "~/lib/zod";
import { optionalText } from "~/lib/form-rules";

/** A day the company does not work besides the national holidays: a collective vacation, a city's holiday. */
export type DayOff = { date: string; label: string };

export const daysOffKey = "days_off";

export const maxDaysOff = 100;

export const daysOffMessages = {
  required: "Informe a data do dia sem expediente",
  invalid: "Data inválida. Escolha um dia no calendário, como 24/12/2026",
  range: "Escolha uma data entre 2000 e 2100",
  repeated: "Esta data já está na lista",
  tooMany: `Cadastre no máximo ${maxDaysOff} dias sem expediente`,
} as const;

/** A real calendar date written "yyyy-mm-dd": 2026-02-30 is none. */
function isCalendarDate(value: string) {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dayOffSchema = z.object({
  date: z
    .string({ error: daysOffMessages.required })
    .trim()
    .min(1, { error: daysOffMessages.required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: daysOffMessages.invalid, abort: true })
    .refine(isCalendarDate, { error: daysOffMessages.invalid, abort: true })
    .refine((date) => date >= "2000-01-01" && date <= "2100-12-31", daysOffMessages.range),
  label: optionalText(80),
});

/** The staff's days off, in date order; each date once. */
export const daysOffSchema = z
  .array(dayOffSchema, { error: daysOffMessages.invalid })
  .max(maxDaysOff, daysOffMessages.tooMany)
  .superRefine((days, context) => {
    const seen = new Set<string>();
    days.forEach((day, index) => {
      if (seen.has(day.date)) context.addIssue({ code: "custom", path: [index, "date"], message: daysOffMessages.repeated });
      seen.add(day.date);
    });
  })
  .transform((days) => [...days].sort((a, b) => a.date.localeCompare(b.date)));

/** The stored days off, or none when the setting is missing or unreadable. */
export function readDaysOff(value: unknown): DayOff[] {
  const parsed = daysOffSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}
