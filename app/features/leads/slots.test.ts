import { describe, expect, it } from "vitest";
import { defaultMeetingHours, readMeetingHours } from "~/features/settings/meeting-hours";
import { businessDateOf } from "~/features/business-days";
import { isBookableSlot, nextFreeSlots, type BookedInterval } from "./slots";

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const none: BookedInterval[] = [];
const daysOff: string[] = [];
const booked = (iso: string, minutes = 30) => ({ start: Date.parse(iso), end: Date.parse(iso) + minutes * 60_000 });
/** The default hours without a notice (the setting takes an hour at least): these cases are about the grid, not the notice. */
const anyTime = { ...defaultMeetingHours, noticeHours: 0 };

describe("meeting slots", () => {
  it("offers 30-minute slots from 7h30, in São Paulo time, two business hours from now at the earliest", () => {
    // Monday 23/11/2026, 06:00 in São Paulo: the notice runs from the 7h30 opening.
    const now = new Date("2026-11-23T09:00:00Z");
    expect(iso(nextFreeSlots(defaultMeetingHours, { now, count: 3, taken: none, daysOff }))).toEqual([
      "2026-11-23T12:30:00.000Z",
      "2026-11-23T13:00:00.000Z",
      "2026-11-23T13:30:00.000Z",
    ]);
    expect(iso(nextFreeSlots(anyTime, { now, count: 1, taken: none, daysOff }))).toEqual(["2026-11-23T10:30:00.000Z"]);
  });

  it("counts the notice in business hours: asked on Friday at 17h, the earliest is Monday at 9h", () => {
    // Half an hour on Friday 27/11, an hour and a half on Monday 30/11.
    const now = new Date("2026-11-27T20:00:00Z");
    expect(iso(nextFreeSlots(defaultMeetingHours, { now, count: 1, taken: none, daysOff }))).toEqual(["2026-11-30T12:00:00.000Z"]);
    expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-30T11:30:00Z"), now, daysOff)).toBe(false);
    expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-30T12:00:00Z"), now, daysOff)).toBe(true);
    // Eleven hours: the half hour on Friday, Monday's ten, half an hour on Tuesday.
    const dayAhead = { ...defaultMeetingHours, noticeHours: 11 };
    expect(iso(nextFreeSlots(dayAhead, { now, count: 1, taken: none, daysOff }))).toEqual(["2026-12-01T11:00:00.000Z"]);
  });

  it("offers no slot overlapping the lunch break, and starts again at its end", () => {
    const now = new Date("2026-11-23T09:00:00Z");
    const after = new Date("2026-11-23T14:00:00Z");
    expect(iso(nextFreeSlots(defaultMeetingHours, { now, count: 3, after, taken: none, daysOff }))).toEqual([
      "2026-11-23T14:30:00.000Z",
      "2026-11-23T16:00:00.000Z",
      "2026-11-23T16:30:00.000Z",
    ]);
    expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-24T15:00:00Z"), now, daysOff)).toBe(false);
    // 45-minute meetings: 11h15 would end at 12h, 11h would run into lunch from 12h30.
    const longer = { ...defaultMeetingHours, slotMinutes: 45, lunchStart: "12:30", lunchEnd: "13:15" };
    expect(iso(nextFreeSlots(longer, { now, count: 3, after, taken: none, daysOff }))).toEqual([
      "2026-11-23T14:15:00.000Z",
      "2026-11-23T16:15:00.000Z",
      "2026-11-23T17:00:00.000Z",
    ]);
    const noLunch = { ...defaultMeetingHours, lunchBreak: false };
    expect(iso(nextFreeSlots(noLunch, { now, count: 2, after, taken: none, daysOff }))).toEqual([
      "2026-11-23T14:30:00.000Z",
      "2026-11-23T15:00:00.000Z",
    ]);
    expect(isBookableSlot(noLunch, new Date("2026-11-24T15:00:00Z"), now, daysOff)).toBe(true);
  });

  it("never offers a past slot or the last half hour after 17h30; a late Friday moves to Monday", () => {
    // Friday 27/11/2026, 16:45 in São Paulo: 45 minutes of the notice on Friday, the rest on Monday.
    const now = new Date("2026-11-27T19:45:00Z");
    expect(iso(nextFreeSlots(defaultMeetingHours, { now, count: 2, taken: none, daysOff }))).toEqual([
      "2026-11-30T12:00:00.000Z",
      "2026-11-30T12:30:00.000Z",
    ]);
  });

  it("offers only the slots before a given instant", () => {
    const now = new Date("2026-11-23T09:00:00Z");
    const query = { now, count: 10, taken: none, daysOff, after: new Date("2026-11-24T15:59:00Z") };
    expect(iso(nextFreeSlots(defaultMeetingHours, { ...query, before: new Date("2026-11-24T17:00:00Z") }))).toEqual([
      "2026-11-24T16:00:00.000Z",
      "2026-11-24T16:30:00.000Z",
    ]);
  });

  it("skips taken slots and starts after a given slot", () => {
    const now = new Date("2026-11-23T09:00:00Z");
    const taken = [booked("2026-11-23T12:30:00Z")];
    expect(iso(nextFreeSlots(defaultMeetingHours, { now, count: 1, taken, daysOff }))).toEqual(["2026-11-23T13:00:00.000Z"]);
    expect(
      iso(nextFreeSlots(defaultMeetingHours, { now, count: 1, taken: none, after: new Date("2026-11-23T20:00:00Z"), daysOff })),
    ).toEqual(["2026-11-24T10:30:00.000Z"]);
  });

  it("follows the configured days, hours and length", () => {
    const hours = { ...readMeetingHours({ weekdays: [6], start: "09:00", end: "11:00", slotMinutes: 60 }), noticeHours: 0 };
    const now = new Date("2026-11-23T09:00:00Z");
    expect(iso(nextFreeSlots(hours, { now, count: 3, taken: none, daysOff }))).toEqual([
      "2026-11-28T12:00:00.000Z",
      "2026-11-28T13:00:00.000Z",
      "2026-12-05T12:00:00.000Z",
    ]);
  });

  it("accepts only the start of a future slot inside the hours", () => {
    const now = new Date("2026-11-23T13:00:00Z");
    expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-24T13:00:00Z"), now, daysOff)).toBe(true);
    // Monday at 10h: 11h30 is inside the two hours' notice, 13h is not.
    expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-23T14:30:00Z"), now, daysOff)).toBe(false);
    expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-23T16:00:00Z"), now, daysOff)).toBe(true);
    expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-23T12:30:00Z"), now, daysOff)).toBe(false);
    expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-24T13:10:00Z"), now, daysOff)).toBe(false);
    expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-24T20:30:00Z"), now, daysOff)).toBe(false);
    expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-28T13:00:00Z"), now, daysOff)).toBe(false);
  });

  it("treats a slot overlapping a meeting booked under other hours as taken", () => {
    const now = new Date("2026-11-23T09:00:00Z");
    // A 60-minute meeting from 08:00 blocks the 08:00 and 08:30 slots of 30-minute hours.
    const taken = [booked("2026-11-23T11:00:00Z", 60)];
    expect(iso(nextFreeSlots(anyTime, { now, count: 2, taken, after: new Date("2026-11-23T10:30:00Z"), daysOff }))).toEqual([
      "2026-11-23T12:00:00.000Z",
      "2026-11-23T12:30:00.000Z",
    ]);
    // A 30-minute meeting at 08:30 blocks an hour-long slot from 08:00.
    const hourly = { ...readMeetingHours({ weekdays: [1], start: "08:00", end: "10:00", slotMinutes: 60 }), noticeHours: 0 };
    expect(iso(nextFreeSlots(hourly, { now, count: 1, taken: [booked("2026-11-23T11:30:00Z")], daysOff }))).toEqual([
      "2026-11-23T12:00:00.000Z",
    ]);
  });

  it("follows São Paulo's clock, not a fixed offset: 7h30 was 09:30 UTC during the 2018 summer time", () => {
    expect(iso(nextFreeSlots(anyTime, { now: new Date("2018-01-15T03:00:00Z"), count: 1, taken: none, daysOff }))).toEqual([
      "2018-01-15T09:30:00.000Z",
    ]);
    expect(iso(nextFreeSlots(anyTime, { now: new Date("2018-07-16T03:00:00Z"), count: 1, taken: none, daysOff }))).toEqual([
      "2018-07-16T10:30:00.000Z",
    ]);
  });

  describe("days off", () => {
    const dates = (slots: Date[]) => [...new Set(slots.map((slot) => businessDateOf(slot)))];
    // Every slot of a 10-hour day with 30-minute meetings and an hour for lunch: 18 of them.
    const dayOfSlots = 18;

    it("offers no slot during Carnival: from the Friday before, the next day is Ash Wednesday", () => {
      const now = new Date("2026-02-13T12:00:00Z");
      const slots = nextFreeSlots(defaultMeetingHours, { now, count: 25, taken: none, daysOff });
      expect(dates(slots)).toEqual(["2026-02-13", "2026-02-18"]);
      expect(isBookableSlot(defaultMeetingHours, new Date("2026-02-16T13:00:00Z"), now, daysOff)).toBe(false);
      expect(isBookableSlot(defaultMeetingHours, new Date("2026-02-17T13:00:00Z"), now, daysOff)).toBe(false);
      expect(isBookableSlot(defaultMeetingHours, new Date("2026-02-18T13:00:00Z"), now, daysOff)).toBe(true);
    });

    it("offers no slot on Good Friday or Corpus Christi", () => {
      const thursday = new Date("2026-04-02T09:00:00Z");
      expect(dates(nextFreeSlots(defaultMeetingHours, { now: thursday, count: dayOfSlots + 1, taken: none, daysOff }))).toEqual([
        "2026-04-02",
        "2026-04-06",
      ]);
      expect(isBookableSlot(defaultMeetingHours, new Date("2026-04-03T13:00:00Z"), thursday, daysOff)).toBe(false);
      const wednesday = new Date("2026-06-03T09:00:00Z");
      expect(dates(nextFreeSlots(defaultMeetingHours, { now: wednesday, count: dayOfSlots + 1, taken: none, daysOff }))).toEqual([
        "2026-06-03",
        "2026-06-05",
      ]);
      expect(isBookableSlot(defaultMeetingHours, new Date("2026-06-04T13:00:00Z"), wednesday, daysOff)).toBe(false);
    });

    it("offers no slot on a staff day off, and offers it again once the day is removed", () => {
      const monday = new Date("2026-11-23T09:00:00Z");
      const tuesdayOff = ["2026-11-24"];
      expect(dates(nextFreeSlots(defaultMeetingHours, { now: monday, count: dayOfSlots + 1, taken: none, daysOff: tuesdayOff }))).toEqual([
        "2026-11-23",
        "2026-11-25",
      ]);
      expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-24T13:00:00Z"), monday, tuesdayOff)).toBe(false);
      expect(isBookableSlot(defaultMeetingHours, new Date("2026-11-24T13:00:00Z"), monday, daysOff)).toBe(true);
    });
  });
});
