import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { startOfDay } from "date-fns/startOfDay";
import { businessTimeZone } from "~/lib/dates";

/** From `start` (none: from the first visit) up to, not including, `end`. */
export type Range = { start: Date | undefined; end: Date };

/** Whole São Paulo days, `from` (none: the first) up to, not including, `to`, as YYYY-MM-DD. */
export type DayRange = { from: string | undefined; to: string };

/** A day is rolled up this long after its midnight, when writes begun before midnight have ended. */
const settleMs = 5 * 60_000;

const inBusinessZone = (moment: Date) => new TZDate(moment.getTime(), businessTimeZone);

/** The São Paulo date of a moment, YYYY-MM-DD. */
export const businessDay = (moment: Date) => format(inBusinessZone(moment), "yyyy-MM-dd");

/** São Paulo midnight at or before a moment. */
export const dayStart = (moment: Date) => new Date(startOfDay(inBusinessZone(moment)).getTime());

const nextDayStart = (moment: Date) => new Date(startOfDay(addDays(inBusinessZone(moment), 1)).getTime());

/** The first day that is not closed yet: today, or yesterday in the minutes after midnight. */
export const firstOpenDay = (now: Date) => dayStart(new Date(now.getTime() - settleMs));

/** A range as the closed whole days inside it, read from the daily rollups, and the moments around them. */
export type RangeParts = {
  /** The range's partial first day, counted from the visits (the whole range when it holds no closed day). */
  head: Range | null;
  days: DayRange | null;
  /** After the closed days: today (and yesterday in the minutes after midnight), counted from the visits. */
  tail: Range | null;
};

export function splitRange({ start, end }: Range, now: Date): RangeParts {
  const open = firstOpenDay(now);
  const daysFrom = start === undefined || dayStart(start).getTime() === start.getTime() ? start : nextDayStart(start);
  const endDay = dayStart(end);
  const daysTo = endDay < open ? endDay : open;
  if (daysFrom !== undefined && daysFrom >= daysTo) return { head: { start, end }, days: null, tail: null };
  return {
    head: start !== undefined && daysFrom !== undefined && start < daysFrom ? { start, end: daysFrom } : null,
    days: { from: daysFrom && businessDay(daysFrom), to: businessDay(daysTo) },
    tail: daysTo < end ? { start: daysTo, end } : null,
  };
}
