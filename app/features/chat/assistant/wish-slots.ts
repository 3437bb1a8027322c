import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { addMilliseconds } from "date-fns/addMilliseconds";
import { businessDateOf } from "~/features/business-days";
import { businessTimeZone, formatDay, formatSlot } from "~/lib/dates";
import type { DayPart, Wish } from "./when-phrase";

/** The free slots starting at `from` or later and before `to` (when given), soonest first, at most `count`. */
export type FreeSlotLookup = (window: { from: Date; to?: Date; count: number }) => Promise<Date[]>;

/**
 * What a visitor's wish comes to: the slot they named, free, to book; or slots to choose from,
 * with `note` saying why these (the time named is taken, the day has none) and `heading` what they are.
 */
export type WishAnswer = { kind: "slot"; at: Date } | { kind: "offer"; note: string; heading: string; slots: Date[] };

/** The minutes of the day each part covers, in São Paulo time; "cedo" is the day's first hour and a half at the usual opening. */
const partMinutes: Record<DayPart, [from: number, to: number]> = {
  early: [0, 9 * 60],
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 18 * 60],
  earlyAfternoon: [12 * 60, 15 * 60],
  lateAfternoon: [16 * 60, 18 * 60],
  evening: [18 * 60, 24 * 60],
};

const partWords: Record<DayPart, string> = {
  early: "logo cedo",
  morning: "de manhã",
  afternoon: "à tarde",
  earlyAfternoon: "no início da tarde",
  lateAfternoon: "no fim da tarde",
  evening: "à noite",
};

/** How many days ahead a part of the day or a time without a day is looked for. */
const searchDays = 14;
/** How far on each side of a time that is not free the nearest free ones are looked for. */
const nearbyDays = 3;

const nextHeading = "Os próximos horários livres são";
const nearestHeading = "Os horários livres mais próximos são";

const dayStart = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, businessTimeZone);
};

const timeOn = (date: string, time: string) => {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const day = dayStart(date);
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute, businessTimeZone).getTime());
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const minuteOfDay = (slot: Date) => {
  const local = new TZDate(slot.getTime(), businessTimeZone);
  return local.getHours() * 60 + local.getMinutes();
};

const inPart = (part: DayPart) => (slot: Date) => {
  const [from, to] = partMinutes[part];
  return minuteOfDay(slot) >= from && minuteOfDay(slot) < to;
};

/**
 * The free slots for a wish read from the visitor's message, at most `count`: a day, or a part
 * of one, offers its free slots; a free time named with its day is that slot; a time that is
 * not free, and a day or a part without a free slot, are said so, with the nearest or the next
 * free ones.
 */
export async function answerWish(
  wish: Wish,
  { now, lookup, count }: { now: Date; lookup: FreeSlotLookup; count: number },
): Promise<WishAnswer> {
  const offer = (heading: string, slots: Date[], note = ""): WishAnswer => ({ kind: "offer", note, heading, slots });
  /** The first free slots from an instant on; from now when there are none after it. */
  const next = async (from: Date) => {
    const slots = await lookup({ from, count });
    return slots.length || from <= now ? slots : lookup({ from: now, count });
  };
  /** The free slots nearest to an instant, before or after it, in order. */
  const nearest = async (instant: Date) => {
    const around = await lookup({ from: addDays(instant, -nearbyDays), to: addDays(instant, nearbyDays), count: Number.POSITIVE_INFINITY });
    const distance = (slot: Date) => Math.abs(slot.getTime() - instant.getTime());
    const closest = around.sort((a, b) => distance(a) - distance(b)).slice(0, count);
    return closest.length ? closest.sort((a, b) => a.getTime() - b.getTime()) : next(instant);
  };
  /** The free slots of the next days that pass a test. */
  const upcoming = async (test: (slot: Date) => boolean) =>
    (await lookup({ from: now, to: addDays(now, searchDays), count: Number.POSITIVE_INFINITY })).filter(test).slice(0, count);

  if (wish.date && wish.time) {
    const instant = timeOn(wish.date, wish.time);
    const [free] = await lookup({ from: instant, to: addMilliseconds(instant, 1), count: 1 });
    if (free) return { kind: "slot", at: free };
    const why = instant < now ? "já passou" : "não está livre";
    return offer(nearestHeading, await nearest(instant), `O horário de ${formatSlot(instant)} ${why}.`);
  }
  if (wish.date) {
    const start = dayStart(wish.date);
    const end = addDays(start, 1);
    const day = formatDay(start);
    if (end <= now) return offer(nextHeading, await next(now), `A data de ${day} já passou.`);
    const daySlots = await lookup({ from: start, to: end, count: Number.POSITIVE_INFINITY });
    if (wish.part) {
      const part = partWords[wish.part];
      const inIt = daySlots.filter(inPart(wish.part)).slice(0, count);
      if (inIt.length) return offer(`Para ${day}, ${part}, estes são os horários livres`, inIt);
      const note = `Não há horários livres para ${day}, ${part}.`;
      if (daySlots.length) return offer("Estes estão livres no mesmo dia", daySlots.slice(0, count), note);
      return offer(nextHeading, await next(end), note);
    }
    if (daySlots.length) return offer(`Para ${day}, estes são os horários livres`, daySlots.slice(0, count));
    return offer(nextHeading, await next(end), `Não há horários livres para ${day}.`);
  }
  if (wish.time) {
    const [hour, minute] = wish.time.split(":").map(Number) as [number, number];
    const atTime = await upcoming((slot) => minuteOfDay(slot) === hour * 60 + minute);
    if (atTime.length) return offer(`Estes são os próximos horários livres às ${wish.time}`, atTime);
    const today = timeOn(businessDateOf(now), wish.time);
    const soonest = today > now ? today : addDays(today, 1);
    return offer(nearestHeading, await nearest(soonest), `Não há horários livres às ${wish.time} nos próximos dias.`);
  }
  if (wish.week) {
    const start = dayStart(wish.week);
    const end = addDays(start, 7);
    const week = `na semana que começa na ${formatDay(start)}`;
    const slots = await lookup({ from: start, to: end, count });
    if (slots.length) return offer(`${capitalised(week)}, estes são os primeiros horários livres`, slots);
    return offer(nextHeading, await next(end), `Não há horários livres ${week}.`);
  }
  if (wish.part) {
    const part = partWords[wish.part];
    const slots = await upcoming(inPart(wish.part));
    if (slots.length) return offer(`Estes são os próximos horários livres ${part}`, slots);
    return offer(nextHeading, await next(now), `Não há horários livres ${part} nos próximos dias.`);
  }
  return offer("Estes são os próximos horários livres", await next(now));
}
