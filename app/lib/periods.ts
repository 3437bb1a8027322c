import { TZDate } from "@date-fns/tz";
import { startOfDay } from "date-fns/startOfDay";
import { subDays } from "date-fns/subDays";
import { businessTimeZone } from "./dates";

/** The period filters of the back office: 7 days by default, 0 for all. */
export const periodOptions = [7, 14, 30, 60, 0] as const;
export type Period = (typeof periodOptions)[number];

export const periodLabels: Record<Period, string> = {
  7: "Últimos 7 dias",
  14: "Últimos 14 dias",
  30: "Últimos 30 dias",
  60: "Últimos 60 dias",
  0: "Todo o período",
};

export const defaultPeriod: Period = 7;

/** A period from the address (`?periodo=`) or a select; anything else is the default, 7 days. */
export function readPeriod(value: string | null): Period {
  return periodOptions.find((option) => String(option) === value) ?? defaultPeriod;
}

/** A period starts at midnight in São Paulo, N days ago; 0 means all (no start). */
export function periodStart(period: Period, now = new Date()) {
  if (period === 0) return undefined;
  return new Date(startOfDay(subDays(new TZDate(now.getTime(), businessTimeZone), period)).getTime());
}
