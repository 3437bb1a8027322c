import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { businessDateOf, isDayOff, type StaffDaysOff } from "~/features/business-days";
import { businessTimeZone } from "~/lib/dates";
import { minutesOfDay, type MeetingHours } from "~/features/settings";

/** A slot must start at least this long after the visitor asks, so staff can prepare. */
const minimumNoticeMinutes = 60;
/** How far ahead the assistant looks for free slots. */
export const horizonDays = 60;

/** A booked meeting, in ms: from its start to its end. */
export type BookedInterval = { start: number; end: number };

type SlotQuery = {
  now: Date;
  count: number;
  /** Slots starting after this instant only (for "outros horários"). */
  after?: Date;
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

function daySlots(hours: MeetingHours, day: TZDate, daysOff: StaffDaysOff): Date[] {
  if (!hours.weekdays.includes(day.getDay()) || isDayOff(businessDateOf(day), daysOff)) return [];
  const slots: Date[] = [];
  const end = minutesOfDay(hours.end);
  for (let minute = minutesOfDay(hours.start); minute + hours.slotMinutes <= end; minute += hours.slotMinutes) {
    const slot = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minute / 60), minute % 60, businessTimeZone);
    slots.push(new Date(slot.getTime()));
  }
  return slots;
}

/** The next free slots inside the meeting hours, in São Paulo time, soonest first, none on a day off. */
export function nextFreeSlots(hours: MeetingHours, { now, count, after, taken, daysOff }: SlotQuery): Date[] {
  const earliest = Math.max(now.getTime() + minimumNoticeMinutes * 60_000, after ? after.getTime() + 1 : 0);
  const today = new TZDate(now.getTime(), businessTimeZone);
  const found: Date[] = [];
  for (let offset = 0; offset <= horizonDays && found.length < count; offset++) {
    for (const slot of daySlots(hours, addDays(today, offset), daysOff)) {
      if (slot.getTime() >= earliest && !overlapsBooked(slot.getTime(), hours.slotMinutes, taken)) found.push(slot);
      if (found.length === count) break;
    }
  }
  return found;
}

/** Whether an instant is the start of a slot that may still be booked (not past, inside the hours, not on a day off). */
export function isBookableSlot(hours: MeetingHours, at: Date, now: Date, daysOff: StaffDaysOff) {
  if (at.getTime() < now.getTime() + minimumNoticeMinutes * 60_000) return false;
  if (at.getTime() > now.getTime() + (horizonDays + 1) * 86_400_000) return false;
  const day = new TZDate(at.getTime(), businessTimeZone);
  return daySlots(hours, day, daysOff).some((slot) => slot.getTime() === at.getTime());
}
