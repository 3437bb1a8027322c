import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { businessTimeZone } from "~/lib/dates";

/**
 * The last day a proposal sent now holds, São Paulo's 'AAAA-MM-DD': the day it is sent counts
 * as day zero, so 15 days from 27/11 hold through 12/12.
 */
export function validUntilDay(sentAt: Date, validityDays: number) {
  return format(addDays(new TZDate(sentAt.getTime(), businessTimeZone), validityDays), "yyyy-MM-dd");
}

/** When the link of a proposal valid through that day stops answering: the next midnight in São Paulo. */
export function linkExpiry(validUntil: string) {
  const [year, month, day] = validUntil.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day + 1, 0, 0, businessTimeZone).getTime());
}

/** A stored day ('AAAA-MM-DD') as pt-BR reads it: "12/12/2026". */
export const formatDay = (day: string) => day.split("-").reverse().join("/");
