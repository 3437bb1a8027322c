import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  businessDateOf,
  businessInstantAfter,
  businessInstantBefore,
  businessMsBetween,
  businessMsSince,
  formatBusinessTime,
  isDayOff,
  openingOn,
  type WeeklyHours,
} from "./business-hours";

/** The company's default meeting hours: Monday to Friday, 7h30 to 17h30. */
const weekdays: WeeklyHours = { weekdays: [1, 2, 3, 4, 5], start: "07:30", end: "17:30" };
const hour = 3_600_000;
const none: string[] = [];
// São Paulo is UTC-3 (no summer time since 2019): "2026-11-23 09:00" there is 12:00 UTC.
const sp = (local: string) => new Date(`${local.replace(" ", "T")}:00-03:00`);
const hoursBetween = (from: string, to: string, daysOff: readonly string[] = none, hours = weekdays) =>
  businessMsBetween(sp(from), sp(to), hours, daysOff) / hour;

describe("the business-hours clock", () => {
  it("counts the time inside the opening hours of one day", () => {
    expect(hoursBetween("2026-11-23 09:00", "2026-11-23 11:00")).toBe(2);
    expect(hoursBetween("2026-11-23 07:30", "2026-11-23 17:30")).toBe(10);
  });

  it("stops overnight: from 16h30 to 8h30 the next morning is two hours", () => {
    expect(hoursBetween("2026-11-23 16:30", "2026-11-24 08:30")).toBe(2);
  });

  it("skips the weekend", () => {
    expect(hoursBetween("2026-11-27 16:30", "2026-11-30 08:30")).toBe(2);
    expect(hoursBetween("2026-11-28 10:00", "2026-11-29 16:00")).toBe(0);
  });

  it("skips a national holiday: 20 November, Good Friday, Carnival and Corpus Christi", () => {
    // Thursday 19/11 to Monday 23/11: Friday 20/11 is the Dia da Consciência Negra.
    expect(hoursBetween("2026-11-19 16:30", "2026-11-23 08:30")).toBe(2);
    // Thursday 2/4 to Monday 6/4: Good Friday 3/4.
    expect(hoursBetween("2026-04-02 17:00", "2026-04-06 08:00")).toBe(1);
    // Friday 13/2 to Wednesday 18/2: Carnival Monday and Tuesday.
    expect(hoursBetween("2026-02-13 17:00", "2026-02-18 09:00")).toBe(2);
    // Wednesday 3/6 to Friday 5/6: Corpus Christi on Thursday 4/6.
    expect(hoursBetween("2026-06-03 17:00", "2026-06-05 08:00")).toBe(1);
  });

  it("skips the staff's own days off", () => {
    // Wednesday 23/12 to Monday 28/12: Christmas on Friday, and the staff close on Thursday 24/12.
    expect(hoursBetween("2026-12-23 17:00", "2026-12-28 08:30")).toBe(11.5);
    expect(hoursBetween("2026-12-23 17:00", "2026-12-28 08:30", ["2026-12-24"])).toBe(1.5);
  });

  it("starts the clock at the next opening for a lead created outside the hours", () => {
    expect(hoursBetween("2026-11-23 05:00", "2026-11-23 07:30")).toBe(0);
    expect(hoursBetween("2026-11-23 05:00", "2026-11-23 09:30")).toBe(2);
    expect(hoursBetween("2026-11-23 21:00", "2026-11-24 09:30")).toBe(2);
    // Created on a Saturday night, seen Monday at 11h30.
    expect(hoursBetween("2026-11-28 22:00", "2026-11-30 11:30")).toBe(4);
  });

  it("is zero when the end is not after the start", () => {
    expect(hoursBetween("2026-11-23 11:00", "2026-11-23 09:00")).toBe(0);
    expect(hoursBetween("2026-11-23 11:00", "2026-11-23 11:00")).toBe(0);
  });

  it("follows the configured days and hours", () => {
    const saturdays: WeeklyHours = { weekdays: [6], start: "08:00", end: "12:00" };
    expect(hoursBetween("2026-11-23 08:00", "2026-11-30 08:00", none, saturdays)).toBe(4);
  });

  it("follows São Paulo's clock in the old summer time", () => {
    // 15/01/2018, a Monday under summer time (UTC-2): 7h30 there was 09:30 UTC.
    expect(businessMsBetween(new Date("2018-01-15T09:30:00Z"), new Date("2018-01-15T10:30:00Z"), weekdays, none)).toBe(hour);
    expect(businessMsBetween(new Date("2018-01-15T08:30:00Z"), new Date("2018-01-15T09:30:00Z"), weekdays, none)).toBe(0);
  });

  it("gives many leads the same answer as one at a time", () => {
    const instant = fc
      .integer({ min: Date.parse("2025-12-01T00:00:00Z"), max: Date.parse("2026-03-01T00:00:00Z") })
      .map((ms) => new Date(ms));
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 20 }), instant, (froms, to) => {
        const daysOff = ["2026-01-02", "2026-02-18"];
        expect(businessMsSince(froms, to, weekdays, daysOff)).toEqual(froms.map((from) => businessMsBetween(from, to, weekdays, daysOff)));
      }),
      { numRuns: 200 },
    );
    expect(businessMsSince([], new Date(), weekdays, none)).toEqual([]);
  });

  it("tells the São Paulo date, its opening and whether it is a day off", () => {
    expect(businessDateOf(new Date("2026-11-24T02:00:00Z"))).toBe("2026-11-23");
    expect(openingOn(sp("2026-11-23 03:00"), weekdays, none)).toEqual({ start: sp("2026-11-23 07:30"), end: sp("2026-11-23 17:30") });
    expect(openingOn(sp("2026-11-20 10:00"), weekdays, none)).toBeNull();
    expect(openingOn(sp("2026-11-28 10:00"), weekdays, none)).toBeNull();
    expect(isDayOff("2026-06-04", none)).toBe(true);
    expect(isDayOff("2026-12-24", ["2026-12-24"])).toBe(true);
    expect(isDayOff("2026-12-23", ["2026-12-24"])).toBe(false);
  });

  it("finds the instant from which a number of business hours has passed", () => {
    // Monday 23/11 at 9h30: 4 hours back is Thursday 19/11 at 15h30 (Friday 20/11 is a holiday).
    expect(businessInstantBefore(sp("2026-11-23 09:30"), 4 * hour, weekdays, none)).toEqual(sp("2026-11-19 15:30"));
    expect(businessInstantBefore(sp("2026-11-23 12:00"), 4 * hour, weekdays, none)).toEqual(sp("2026-11-23 08:00"));
    // Sunday night counts back from Friday's close.
    expect(businessInstantBefore(sp("2026-11-29 22:00"), 1 * hour, weekdays, none)).toEqual(sp("2026-11-27 16:30"));
    // A week with no open day never adds up.
    expect(businessInstantBefore(sp("2026-11-23 12:00"), hour, { weekdays: [], start: "07:30", end: "17:30" }, none)).toBeNull();
    const instant = fc
      .integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2026-12-31T00:00:00Z") })
      .map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 40 * 60 }), (to, minutes) => {
        const from = businessInstantBefore(to, minutes * 60_000, weekdays, ["2026-12-24"])!;
        expect(businessMsBetween(from, to, weekdays, ["2026-12-24"])).toBe(minutes * 60_000);
        // Any later instant has waited less.
        expect(businessMsBetween(new Date(from.getTime() + 60_000), to, weekdays, ["2026-12-24"])).toBeLessThan(minutes * 60_000);
      }),
      { numRuns: 200 },
    );
  });

  it("finds the instant by which a number of business hours will have passed", () => {
    // Friday 27/11 at 17h: half an hour that day, an hour and a half on Monday.
    expect(businessInstantAfter(sp("2026-11-27 17:00"), 2 * hour, weekdays, none)).toEqual(sp("2026-11-30 09:00"));
    expect(businessInstantAfter(sp("2026-11-23 09:00"), 2 * hour, weekdays, none)).toEqual(sp("2026-11-23 11:00"));
    // Outside the hours the clock starts at the next opening; 20 November is a holiday.
    expect(businessInstantAfter(sp("2026-11-19 22:00"), hour, weekdays, none)).toEqual(sp("2026-11-23 08:30"));
    expect(businessInstantAfter(sp("2026-11-23 09:00"), hour, weekdays, ["2026-11-23"])).toEqual(sp("2026-11-24 08:30"));
    expect(businessInstantAfter(sp("2026-11-28 10:00"), 0, weekdays, none)).toEqual(sp("2026-11-28 10:00"));
    expect(businessInstantAfter(sp("2026-11-23 12:00"), hour, { weekdays: [], start: "07:30", end: "17:30" }, none)).toBeNull();
    const instant = fc
      .integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2026-12-31T00:00:00Z") })
      .map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 40 * 60 }), (from, minutes) => {
        const to = businessInstantAfter(from, minutes * 60_000, weekdays, ["2026-12-24"])!;
        expect(businessMsBetween(from, to, weekdays, ["2026-12-24"])).toBe(minutes * 60_000);
        // Any earlier instant has waited less.
        expect(businessMsBetween(from, new Date(to.getTime() - 60_000), weekdays, ["2026-12-24"])).toBeLessThan(minutes * 60_000);
      }),
      { numRuns: 200 },
    );
  });

  it("writes business time in hours and minutes", () => {
    expect(formatBusinessTime(45 * 60_000)).toBe("45 min");
    expect(formatBusinessTime(6 * hour)).toBe("6 h");
    expect(formatBusinessTime(6.5 * hour + 59_000)).toBe("6 h 30 min");
  });
});
