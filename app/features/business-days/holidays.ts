/** A national holiday: its date ("2026-04-03") and its name. */
export type Holiday = { date: string; name: string };

const fixed: ReadonlyArray<{ month: number; day: number; name: string; since?: number }> = [
  { month: 1, day: 1, name: "Confraternização Universal" },
  { month: 4, day: 21, name: "Tiradentes" },
  { month: 5, day: 1, name: "Dia do Trabalho" },
  { month: 9, day: 7, name: "Independência do Brasil" },
  { month: 10, day: 12, name: "Nossa Senhora Aparecida" },
  { month: 11, day: 2, name: "Finados" },
  { month: 11, day: 15, name: "Proclamação da República" },
  // Law 14.759/2023 made it national from 2024.
  { month: 11, day: 20, name: "Dia Nacional de Zumbi e da Consciência Negra", since: 2024 },
  { month: 12, day: 25, name: "Natal" },
];

/** Days counted from Easter Sunday. */
const movable: ReadonlyArray<{ offset: number; name: string }> = [
  { offset: -48, name: "Carnaval (segunda-feira)" },
  { offset: -47, name: "Carnaval (terça-feira)" },
  { offset: -2, name: "Sexta-feira Santa" },
  { offset: 60, name: "Corpus Christi" },
];

const pad = (value: number) => String(value).padStart(2, "0");

/** A calendar date as "yyyy-mm-dd"; months from 1. */
export const dateKey = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** Brazil's national holidays of a year, in date order, Carnival's Monday and Tuesday among them. */
export function brazilNationalHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  // Noon UTC: adding days never crosses a date line.
  const easterNoon = Date.UTC(year, easter.month - 1, easter.day, 12);
  const fromEaster = movable.map(({ offset, name }) => {
    const date = new Date(easterNoon + offset * 86_400_000);
    return { date: dateKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()), name };
  });
  const dated = fixed
    .filter((holiday) => holiday.since === undefined || year >= holiday.since)
    .map(({ month, day, name }) => ({ date: dateKey(year, month, day), name }));
  return [...dated, ...fromEaster].sort((a, b) => a.date.localeCompare(b.date));
}

const byYear = new Map<number, Map<string, string>>();

/** The name of the national holiday on a date ("2026-02-16"), or undefined on a working date. */
export function nationalHolidayOn(date: string) {
  const year = Number(date.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = new Map(brazilNationalHolidays(year).map((holiday) => [holiday.date, holiday.name]));
    byYear.set(year, holidays);
  }
  return holidays.get(date);
}
