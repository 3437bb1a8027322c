import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { addMonths } from "date-fns/addMonths";
import { format } from "date-fns/format";
import { startOfMonth } from "date-fns/startOfMonth";
import { subMonths } from "date-fns/subMonths";
import { businessTimeZone } from "~/lib/dates";

/**
 * The period of the sales report: whole São Paulo days from `from` to `to` ('AAAA-MM-DD', both
 * included), kept in the address (`?de=…&ate=…`) so it can be linked and exported. Months are the
 * report's rows, so a period is at most three years.
 */
export type SalesPeriod = { from: string; to: string };

export const salesPeriodParams = { from: "de", to: "ate" } as const;
const salesPeriodMaxMonths = 36;

const salesPeriodMessages = {
  invalid: "Informe datas válidas para o período, como 01/01/2026.",
  order: "A data inicial do período vem antes da final.",
  tooLong: `Escolha um período de até ${salesPeriodMaxMonths} meses.`,
} as const;

const dayFormat = "yyyy-MM-dd";

function businessDay(value: string): TZDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new TZDate(year, month - 1, day, businessTimeZone);
  // 31/02 rolls over to March: such a day does not exist.
  return year >= 2000 && year <= 2100 && format(date, dayFormat) === value ? date : undefined;
}

/** The twelve months up to today: this month so far and the eleven before it. */
function defaultSalesPeriod(now = new Date()): SalesPeriod {
  const today = new TZDate(now.getTime(), businessTimeZone);
  return { from: format(subMonths(startOfMonth(today), 11), dayFormat), to: format(today, dayFormat) };
}

/**
 * The period in the address, or the default with the reason when what was asked is no period:
 * the screen says why and shows the default, rather than figures of something else unnoticed.
 */
export function readSalesPeriod(search: URLSearchParams, now = new Date()): { period: SalesPeriod; error?: string } {
  const fromText = (search.get(salesPeriodParams.from) ?? "").trim();
  const toText = (search.get(salesPeriodParams.to) ?? "").trim();
  if (!fromText && !toText) return { period: defaultSalesPeriod(now) };
  const from = businessDay(fromText);
  const to = businessDay(toText);
  const fallback = defaultSalesPeriod(now);
  if (!from || !to) return { period: fallback, error: salesPeriodMessages.invalid };
  if (from > to) return { period: fallback, error: salesPeriodMessages.order };
  if (addMonths(from, salesPeriodMaxMonths) <= to) return { period: fallback, error: salesPeriodMessages.tooLong };
  return { period: { from: fromText, to: toText } };
}

/** The instants the period covers: from its first day's midnight to the midnight after its last. */
export function salesPeriodRange({ from, to }: SalesPeriod) {
  return { start: new Date(businessDay(from)!.getTime()), end: new Date(addDays(businessDay(to)!, 1).getTime()) };
}

/** The months ('AAAA-MM') the period touches, in order. */
export function salesPeriodMonths({ from, to }: SalesPeriod) {
  const months: string[] = [];
  const last = to.slice(0, 7);
  for (let month = startOfMonth(businessDay(from)!); format(month, "yyyy-MM") <= last; month = addMonths(month, 1)) {
    months.push(format(month, "yyyy-MM"));
  }
  return months;
}

/** The São Paulo month ('AAAA-MM') an instant falls in. */
export const businessMonth = (at: Date) => format(new TZDate(at.getTime(), businessTimeZone), "yyyy-MM");
