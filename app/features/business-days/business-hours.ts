import { TZDate } from "@date-fns/tz";
import { businessTimeZone } from "~/lib/dates";
import { dateKey, nationalHolidayOn } from "./holidays";

/** The weekly opening hours: the weekdays (0 Sunday … 6 Saturday) and each day's start and end ("07:30"). */
export type WeeklyHours = { weekdays: readonly number[]; start: string; end: string };

/** The staff's own days off ("2026-12-24"), besides the national holidays. */
export type StaffDaysOff = readonly string[];

type CalendarDay = { year: number; month: number; day: number };

const hourAndMinute = (time: string) => time.split(":").map(Number) as [number, number];

function calendarDayOf(instant: number): CalendarDay {
  const local = new TZDate(instant, businessTimeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

function dayAfter({ year, month, day }: CalendarDay, days: number): CalendarDay {
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

const keyOf = ({ year, month, day }: CalendarDay) => dateKey(year, month, day);

/** The date an instant falls on in São Paulo ("2026-11-23"). */
export const businessDateOf = (instant: Date | number) => keyOf(calendarDayOf(new Date(instant).getTime()));

/** Whether a date is a national holiday or one of the staff's days off. */
export function isDayOff(date: string, staffDaysOff: StaffDaysOff) {
  return nationalHolidayOn(date) !== undefined || staffDaysOff.includes(date);
}

/** A date's opening and closing instants, or null when the business is closed all of it (weekday or day off). */
function openingOf(calendarDay: CalendarDay, hours: WeeklyHours, staffDaysOff: StaffDaysOff) {
  const { year, month, day } = calendarDay;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (!hours.weekdays.includes(weekday) || isDayOff(keyOf(calendarDay), staffDaysOff)) return null;
  const at = (time: string) => {
    const [hour, minute] = hourAndMinute(time);
    return new TZDate(year, month - 1, day, hour, minute, businessTimeZone).getTime();
  };
  const opening = { start: at(hours.start), end: at(hours.end) };
  return opening.end > opening.start ? opening : null;
}

/** The opening hours of the date an instant falls on in São Paulo; null on a closed day. */
export function openingOn(instant: Date, hours: WeeklyHours, staffDaysOff: StaffDaysOff) {
  const opening = openingOf(calendarDayOf(instant.getTime()), hours, staffDaysOff);
  return opening ? { start: new Date(opening.start), end: new Date(opening.end) } : null;
}

/** The open stretches of time between two instants, in order, each cut to them. */
function* openStretches(from: number, to: number, hours: WeeklyHours, staffDaysOff: StaffDaysOff) {
  if (to <= from) return;
  const last = keyOf(calendarDayOf(to));
  for (let day = calendarDayOf(from); keyOf(day) <= last; day = dayAfter(day, 1)) {
    const opening = openingOf(day, hours, staffDaysOff);
    if (!opening) continue;
    const start = Math.max(opening.start, from);
    const end = Math.min(opening.end, to);
    if (end > start) yield { start, end };
  }
}

/**
 * How long the business was open between two instants, in ms: only the opening hours of its
 * weekdays count, in São Paulo time, never a national holiday or a staff day off. Zero when
 * `to` is not after `from`.
 */
export function businessMsBetween(from: Date, to: Date, hours: WeeklyHours, staffDaysOff: StaffDaysOff) {
  let total = 0;
  for (const stretch of openStretches(from.getTime(), to.getTime(), hours, staffDaysOff)) total += stretch.end - stretch.start;
  return total;
}

/**
 * `businessMsBetween` from each of many instants to one: the calendar from the earliest is walked
 * once, so a long list of old leads costs one walk, not one each.
 */
export function businessMsSince(froms: readonly Date[], to: Date, hours: WeeklyHours, staffDaysOff: StaffDaysOff) {
  if (froms.length === 0) return [];
  const earliest = Math.min(...froms.map((from) => from.getTime()));
  const stretches = [...openStretches(earliest, to.getTime(), hours, staffDaysOff)];
  // after[i]: the open time from the start of stretch i to `to`.
  const after = new Array<number>(stretches.length + 1).fill(0);
  for (let index = stretches.length - 1; index >= 0; index--) {
    after[index] = after[index + 1]! + stretches[index]!.end - stretches[index]!.start;
  }
  return froms.map((from) => {
    const instant = from.getTime();
    // The first stretch that ends after the instant: binary search, the stretches are in order.
    let low = 0;
    let high = stretches.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (stretches[middle]!.end <= instant) low = middle + 1;
      else high = middle;
    }
    const first = stretches[low];
    if (!first) return 0;
    return after[low]! - Math.max(0, instant - first.start);
  });
}

/** How far back `businessInstantBefore` looks: ten years, enough for any opening hours. */
const lookBackDays = 3660;

/**
 * The latest instant from which `ms` of business time have passed by `to`: whatever started at
 * or before it has waited at least that long. Null when the hours never add up to it.
 */
export function businessInstantBefore(to: Date, ms: number, hours: WeeklyHours, staffDaysOff: StaffDaysOff) {
  let left = ms;
  let day = calendarDayOf(to.getTime());
  for (let step = 0; step < lookBackDays; step++, day = dayAfter(day, -1)) {
    const opening = openingOf(day, hours, staffDaysOff);
    if (!opening || opening.start >= to.getTime()) continue;
    const end = Math.min(opening.end, to.getTime());
    if (end - opening.start >= left) return new Date(end - left);
    left -= end - opening.start;
  }
  return null;
}

/** How far ahead `businessInstantAfter` looks: a year and a week, past any run of days off. */
const lookAheadDays = 372;

/**
 * The earliest instant by which `ms` of business time have passed since `from` (the clock
 * starts at the next opening when `from` is outside the hours). Null when the hours never add up to it.
 */
export function businessInstantAfter(from: Date, ms: number, hours: WeeklyHours, staffDaysOff: StaffDaysOff) {
  if (ms <= 0) return from;
  let left = ms;
  let day = calendarDayOf(from.getTime());
  for (let step = 0; step < lookAheadDays; step++, day = dayAfter(day, 1)) {
    const opening = openingOf(day, hours, staffDaysOff);
    if (!opening || opening.end <= from.getTime()) continue;
    const start = Math.max(opening.start, from.getTime());
    if (opening.end - start >= left) return new Date(start + left);
    left -= opening.end - start;
  }
  return null;
}

/** Business time in words: "45 min", "6 h", "6 h 30 min". */
export function formatBusinessTime(ms: number) {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
