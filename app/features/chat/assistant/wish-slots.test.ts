import { TZDate } from "@date-fns/tz";
import { format } from "date-fns/format";
import { describe, expect, it } from "vitest";
import { nextFreeSlots } from "~/features/leads/slots";
import { defaultMeetingHours } from "~/features/settings";
import { businessTimeZone } from "~/lib/dates";
import { answerWish, type FreeSlotLookup } from "./wish-slots";
import type { Wish } from "./when-phrase";

// Wednesday 25/11/2026, 09:00 in São Paulo: with two business hours' notice, the first free slot is 11:00.
const now = new Date("2026-11-25T12:00:00Z");
// Friday 27/11 at 10:00 is booked.
const taken = [{ start: Date.parse("2026-11-27T13:00:00Z"), end: Date.parse("2026-11-27T13:30:00Z") }];
const lookup: FreeSlotLookup = async ({ from, to, count }) =>
  nextFreeSlots(defaultMeetingHours, { now, count, after: new Date(from.getTime() - 1), before: to, taken, daysOff: [] });

/** Slots as São Paulo reads them: "27/11 10:30". */
const local = (slots: Date[]) => slots.map((slot) => format(new TZDate(slot.getTime(), businessTimeZone), "dd/MM HH:mm"));
const answer = async (wish: Wish) => {
  const found = await answerWish(wish, { now, lookup, count: 5 });
  return found.kind === "slot" ? { slot: local([found.at])[0] } : { note: found.note, heading: found.heading, slots: local(found.slots) };
};

describe("the free slots for a visitor's wish", () => {
  it("books a free time named with its day", async () => {
    expect(await answer({ date: "2026-11-27", time: "10:30" })).toEqual({ slot: "27/11 10:30" });
  });

  it("says a time named that is not free is not, and offers the nearest free ones", async () => {
    expect(await answer({ date: "2026-11-27", time: "10:00" })).toEqual({
      note: "O horário de sexta-feira, 27/11/2026 às 10:00 não está livre.",
      heading: "Os horários livres mais próximos são",
      slots: ["27/11 08:30", "27/11 09:00", "27/11 09:30", "27/11 10:30", "27/11 11:00"],
    });
    // Inside the notice, a time of today has gone by as far as bookings go.
    expect(await answer({ date: "2026-11-25", time: "07:30" })).toMatchObject({
      note: "O horário de quarta-feira, 25/11/2026 às 07:30 já passou.",
      slots: ["25/11 11:00", "25/11 11:30", "25/11 13:00", "25/11 13:30", "25/11 14:00"],
    });
    // Off the grid of the slots.
    expect(await answer({ date: "2026-11-27", time: "10:15" })).toMatchObject({
      note: "O horário de sexta-feira, 27/11/2026 às 10:15 não está livre.",
      slots: ["27/11 09:00", "27/11 09:30", "27/11 10:30", "27/11 11:00", "27/11 11:30"],
    });
  });

  it("offers a day's free slots, or a part of it", async () => {
    expect(await answer({ date: "2026-11-26" })).toEqual({
      note: "",
      heading: "Para quinta-feira, 26/11/2026, estes são os horários livres",
      slots: ["26/11 07:30", "26/11 08:00", "26/11 08:30", "26/11 09:00", "26/11 09:30"],
    });
    expect(await answer({ date: "2026-11-26", part: "afternoon" })).toEqual({
      note: "",
      heading: "Para quinta-feira, 26/11/2026, à tarde, estes são os horários livres",
      slots: ["26/11 13:00", "26/11 13:30", "26/11 14:00", "26/11 14:30", "26/11 15:00"],
    });
    expect(await answer({ date: "2026-11-26", part: "lateAfternoon" })).toMatchObject({
      slots: ["26/11 16:00", "26/11 16:30", "26/11 17:00"],
    });
    expect(await answer({ date: "2026-11-26", part: "early" })).toMatchObject({ slots: ["26/11 07:30", "26/11 08:00", "26/11 08:30"] });
  });

  it("says a day or a part of it without a free slot has none, and offers the same day's or the next ones", async () => {
    expect(await answer({ date: "2026-11-28" })).toEqual({
      note: "Não há horários livres para sábado, 28/11/2026.",
      heading: "Os próximos horários livres são",
      slots: ["30/11 07:30", "30/11 08:00", "30/11 08:30", "30/11 09:00", "30/11 09:30"],
    });
    expect(await answer({ date: "2026-11-26", part: "evening" })).toEqual({
      note: "Não há horários livres para quinta-feira, 26/11/2026, à noite.",
      heading: "Estes estão livres no mesmo dia",
      slots: ["26/11 07:30", "26/11 08:00", "26/11 08:30", "26/11 09:00", "26/11 09:30"],
    });
    expect(await answer({ date: "2026-11-20" })).toMatchObject({
      note: "A data de sexta-feira, 20/11/2026 já passou.",
      slots: ["25/11 11:00", "25/11 11:30", "25/11 13:00", "25/11 13:30", "25/11 14:00"],
    });
    // Beyond the days the agenda opens, the next free slots from now.
    expect(await answer({ date: "2027-06-01" })).toMatchObject({
      note: "Não há horários livres para terça-feira, 01/06/2027.",
      slots: ["25/11 11:00", "25/11 11:30", "25/11 13:00", "25/11 13:30", "25/11 14:00"],
    });
  });

  it("offers a time named without a day on the next days it is free, or the nearest free ones", async () => {
    expect(await answer({ time: "10:00" })).toEqual({
      note: "",
      heading: "Estes são os próximos horários livres às 10:00",
      slots: ["26/11 10:00", "30/11 10:00", "01/12 10:00", "02/12 10:00", "03/12 10:00"],
    });
    // Noon is in the lunch break.
    expect(await answer({ time: "12:00" })).toEqual({
      note: "Não há horários livres às 12:00 nos próximos dias.",
      heading: "Os horários livres mais próximos são",
      slots: ["25/11 11:00", "25/11 11:30", "25/11 13:00", "25/11 13:30", "25/11 14:00"],
    });
  });

  it("offers the week named, a part of the day on the next days, or the soonest", async () => {
    expect(await answer({ week: "2026-11-30" })).toEqual({
      note: "",
      heading: "Na semana que começa na segunda-feira, 30/11/2026, estes são os primeiros horários livres",
      slots: ["30/11 07:30", "30/11 08:00", "30/11 08:30", "30/11 09:00", "30/11 09:30"],
    });
    expect(await answer({ part: "lateAfternoon" })).toMatchObject({
      heading: "Estes são os próximos horários livres no fim da tarde",
      slots: ["25/11 16:00", "25/11 16:30", "25/11 17:00", "26/11 16:00", "26/11 16:30"],
    });
    expect(await answer({ part: "evening" })).toEqual({
      note: "Não há horários livres à noite nos próximos dias.",
      heading: "Os próximos horários livres são",
      slots: ["25/11 11:00", "25/11 11:30", "25/11 13:00", "25/11 13:30", "25/11 14:00"],
    });
    expect(await answer({ soonest: true })).toMatchObject({
      slots: ["25/11 11:00", "25/11 11:30", "25/11 13:00", "25/11 13:30", "25/11 14:00"],
    });
  });
});
