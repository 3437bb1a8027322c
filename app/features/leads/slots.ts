import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { businessDateOf, businessInstantAfter, isDayOff, type StaffDaysOff } from "~/features/business-days";
import { businessTimeZone } from "~/lib/dates";
import { minutesOfDay, type MeetingHours } from "~/features/settings";

/** How far ahead the assistant looks for free slots. */
export const horizonDays = 60;

/** A booked meeting, in ms: from its start to its end. */
export type BookedInterval = { start: number; end: number };

type SlotQuery = {
  now: Date;
  count: number;
  /** Slots starting after this instant only (for "outros horários"). */
  after?: Date;
  /** Slots starting before this instant only (a day, or a part of it, the visitor named). */
  before?: Date;
  /** Meetings already booked: a slot overlapping any of them is not free. */
  taken: readonly BookedInterval[];
  /** The staff's days off: no slot on them, nor on a national holiday. */
  daysOff: StaffDaysOff;
};

/** Whether a slot starting at `start` overlaps a booked meeting (the hours may have changed since it was booked). */
export function overlapsBooked(start: number, slotMinutes: number, taken: readonly BookedInterval[]) {
  const end = start + slotMinutes * 60_000;
  return taken.some((meeting) => meeting.start < end && meeting.end > start);
}

/**
 * The earliest a slot may start when a visitor asks at `now`: the notice, counted in business
 * hours inside the meeting hours, so staff have that much working time to prepare.
 */
function earliestSlotStart(hours: MeetingHours, now: Date, daysOff: StaffDaysOff) {
  return businessInstantAfter(now, hours.noticeHours * 3_600_000, hours, daysOff)?.getTime() ?? Number.POSITIVE_INFINITY;
}

/** The stretches of a day slots fill: the hours, or the hours before and after the lunch break. */
function dayStretches(hours: MeetingHours): Array<[from: number, to: number]> {
  const [start, end] = [minutesOfDay(hours.start), minutesOfDay(hours.end)];
  if (!hours.lunchBreak) return [[start, end]];
  return [
    [start, minutesOfDay(hours.lunchStart)],
    [minutesOfDay(hours.lunchEnd), end],
  ];
}

function daySlots(hours: MeetingHours, day: TZDate, daysOff: StaffDaysOff): Date[] {
  if (!hours.weekdays.includes(day.getDay()) || isDayOff(businessDateOf(day), daysOff)) return [];
  const slots: Date[] = [];
  // After the break the slots start again at its end: none overlaps it.
  for (const [from, to] of dayStretches(hours)) {
    for (let minute = from; minute + hours.slotMinutes <= to; minute += hours.slotMinutes) {
      const slot = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minute / 60), minute % 60, businessTimeZone);
      slots.push(new Date(slot.getTime()));
    }
  }
  return slots;
}

/** The next free slots inside the meeting hours, in São Paulo time, soonest first, none on a day off. */
export function nextFreeSlots(hours: MeetingHours, { now, count, after, before, taken, daysOff }: SlotQuery): Date[] {
  const earliest = Math.max(earliestSlotStart(hours, now, daysOff), after ? after.getTime() + 1 : 0);
  const latest = before ? before.getTime() : Number.POSITIVE_INFINITY;
  const today = new TZDate(now.getTime(), businessTimeZone);
  const found: Date[] = [];
  for (let offset = 0; offset <= horizonDays && found.length < count; offset++) {
    for (const slot of daySlots(hours, addDays(today, offset), daysOff)) {
      if (slot.getTime() >= latest) return found;
      if (slot.getTime() >= earliest && !overlapsBooked(slot.getTime(), hours.slotMinutes, taken)) found.push(slot);
      if (found.length === count) break;
    }
  }
  return found;
}

/**
 * Whether an instant is the start of a slot that may still be booked: after the notice, inside
 * the hours and out of the lunch break, not on a day off.
 */
export function isBookableSlot(hours: MeetingHours, at: Date, now: Date, daysOff: StaffDaysOff) {
  if (at.getTime() < earliestSlotStart(hours, now, daysOff)) return false;
  if (at.getTime() > now.getTime() + (horizonDays + 1) * 86_400_000) return false;
  const day = new TZDate(at.getTime(), businessTimeZone);
  return daySlots(hours, day, daysOff).some((slot) => slot.getTime() === at.getTime());
}
