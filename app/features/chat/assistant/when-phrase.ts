import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { addMonths } from "date-fns/addMonths";
import { addWeeks } from "date-fns/addWeeks";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { format } from "date-fns/format";
import { nextDay } from "date-fns/nextDay";
import { startOfDay } from "date-fns/startOfDay";
import { startOfWeek } from "date-fns/startOfWeek";
import type { Day } from "date-fns";
import { businessTimeZone } from "~/lib/dates";
import { unaccented } from "./normalise";

/** A part of the day a visitor may name instead of a time. */
export type DayPart = "early" | "morning" | "afternoon" | "earlyAfternoon" | "lateAfternoon" | "evening";

/**
 * When a visitor would like to meet, as they wrote it: a São Paulo date ("2026-11-27") or the
 * Monday of a week they named ("semana que vem"), a time ("10:30"), a part of the day, or as
 * soon as possible. A time named makes the part of the day it was said with unneeded.
 */
export type Wish = { date?: string; week?: string; time?: string; part?: DayPart; soonest?: true };

const months = [
  "janeiro",
  "fevereiro",
  "marco",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

const weekdayWords: Record<string, Day> = {
  domingo: 0,
  dom: 0,
  segunda: 1,
  seg: 1,
  terca: 2,
  quarta: 3,
  qua: 3,
  quinta: 4,
  qui: 4,
  sexta: 5,
  sex: 5,
  sabado: 6,
  sab: 6,
};

/** Words that may follow "às 10" when it is a time ("às 10 de sexta", "às 10 pode ser?"); any other ("as 2 máquinas") is not. */
const wordsAfterTime = new Set(
  "da de do na no nessa nesta ou e em hoje amanha depois dia pode podemos seria ta esta fica ok por pra para entao mesmo certo sim que semana proxima proximo".split(
    " ",
  ),
);

/**
 * Lowercase, without accents; only letters, digits and the marks of dates and times (/ : -) are
 * kept. "Até amanhã" is a goodbye, not a day.
 */
function plain(message: string) {
  return unaccented(message)
    .toLowerCase()
    .replace(/[^a-z0-9/:\s-]/g, " ")
    .replace(/(?<![a-z])ate amanha(?![a-z])/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const dateKey = (date: Date) => format(date, "yyyy-MM-dd");

/** A São Paulo calendar date, or undefined when there is no such date (31/02). */
function calendarDate(year: number, month: number, day: number) {
  const date = new TZDate(year, month - 1, day, businessTimeZone);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** A day and month without a year: in the year that puts it nearest to today ("28/12" asked on 2 January is last year's). */
function nearestYear(day: number, month: number, today: TZDate) {
  const candidates = [-1, 0, 1].flatMap((shift) => calendarDate(today.getFullYear() + shift, month, day) ?? []);
  return candidates.sort((a, b) => Math.abs(differenceInCalendarDays(a, today)) - Math.abs(differenceInCalendarDays(b, today)))[0];
}

/** "dia 3": the next 3rd of a month, today included. */
function nextDayOfMonth(day: number, today: TZDate) {
  for (let ahead = 0; ahead <= 12; ahead++) {
    const month = addMonths(new TZDate(today.getFullYear(), today.getMonth(), 1, businessTimeZone), ahead);
    const date = calendarDate(month.getFullYear(), month.getMonth() + 1, day);
    if (date && date >= today) return date;
  }
  return undefined;
}

type Time = { hour: number; minute: number };

/** The time named, if any: "10h", "10 h", "10:30", "10h30", "às 14", "2 da tarde", "10 e meia", "meio-dia". */
function readTime(text: string): Time | undefined {
  const noon = /(?<![a-z])meio[- ]dia( e meia)?(?![a-z])/.exec(text);
  if (noon) return { hour: 12, minute: noon[1] ? 30 : 0 };
  const found =
    /(?<![\d/:])(\d{1,2}) ?(?:horas|hora|hrs|hs|h) ?(\d{2})?(?![\d/:a-z])/.exec(text) ??
    /(?<![\d/:])(\d{1,2}):(\d{2})(?![\d/:])/.exec(text) ??
    /(?<![\d/:])(\d{1,2})( e meia)? da (?:manha|tarde|noite)(?![a-z])/.exec(text) ??
    spokenHour(text) ??
    /(?<![\d/:])(\d{1,2})( e meia)(?![a-z])/.exec(text);
  if (!found) return undefined;
  const hour = Number(found[1]);
  const minute = found[2] === " e meia" ? 30 : Number(found[2] ?? 0);
  if (hour > 23 || minute > 59) return undefined;
  return { hour: afternoonHour(hour, text), minute };
}

/** "às 14", "pelas 9 e meia": an hour after "às", when what follows it is no noun ("as 2 máquinas"). */
function spokenHour(text: string) {
  const pattern = /(?<![a-z])(?:as|das|pelas) (\d{1,2})( e meia)?(?![\d/:])(?: ([a-z]+))?/g;
  for (const match of text.matchAll(pattern)) {
    if (!match[3] || wordsAfterTime.has(match[3]) || match[3] in weekdayWords) return match;
  }
  return null;
}

/** A business hour said the short way: "2 da tarde" and "às 3" are 14h and 15h; "8 da noite" is 20h. */
function afternoonHour(hour: number, text: string) {
  if (hour >= 12) return hour;
  if (/(?<![a-z])(?:da|a|de|pela) (?:tarde|noite)(?![a-z])/.test(text)) return hour + 12;
  const morning = /(?<![a-z])manha(?![a-z])/.test(text);
  return hour >= 1 && hour <= 6 && !morning ? hour + 12 : hour;
}

/** The day named, if any, relative to today in São Paulo. */
function readDay(text: string, today: TZDate, timeNamed: boolean): Pick<Wish, "date" | "week"> | undefined {
  const numeric = /(?<![\d/:])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/:])/.exec(text);
  if (numeric) {
    const [day, month] = [Number(numeric[1]), Number(numeric[2])];
    const year = numeric[3] ? Number(numeric[3].padStart(4, "20")) : undefined;
    const date = year ? calendarDate(year, month, day) : nearestYear(day, month, today);
    return date ? { date: dateKey(date) } : undefined;
  }
  const written = new RegExp(`(?<![a-z\\d])(\\d{1,2}) de (${months.join("|")})(?: de (\\d{4}))?(?![a-z])`).exec(text);
  if (written) {
    const [day, month] = [Number(written[1]), months.indexOf(written[2]!) + 1];
    const date = written[3] ? calendarDate(Number(written[3]), month, day) : nearestYear(day, month, today);
    return date ? { date: dateKey(date) } : undefined;
  }
  const ofMonth = /(?<![a-z])dia (\d{1,2})(?![\d/:h])/.exec(text);
  if (ofMonth) {
    const date = nextDayOfMonth(Number(ofMonth[1]), today);
    return date ? { date: dateKey(date) } : undefined;
  }
  if (/(?<![a-z])depois de amanha(?![a-z])/.test(text)) return { date: dateKey(addDays(today, 2)) };
  if (/(?<![a-z])amanha(?![a-z])/.test(text)) return { date: dateKey(addDays(today, 1)) };
  if (/(?<![a-z])hoje(?![a-z])/.test(text)) return { date: dateKey(today) };
  const nextWeek = /(?<![a-z])(?:semana que vem|proxima semana)(?![a-z])/.test(text);
  const weekday = namedWeekday(text, timeNamed);
  const followingMonday = addWeeks(startOfWeek(today, { weekStartsOn: 1 }), 1);
  if (weekday !== undefined && nextWeek) return { date: dateKey(addDays(followingMonday, (weekday + 6) % 7)) };
  if (weekday !== undefined) return { date: dateKey(nextDay(today, weekday)) };
  if (nextWeek) return { week: dateKey(followingMonday) };
  return undefined;
}

/**
 * The weekday named, if any. "a segunda" and "a quinta" alone are the second and the fifth of
 * the slots offered, not Monday and Thursday; with "-feira", another article ("na segunda") or
 * a time ("a segunda às 10h"), they are weekdays.
 */
function namedWeekday(text: string, timeNamed: boolean): Day | undefined {
  const pattern =
    /(?<![a-z])(?:(a|o|opcao) )?(domingo|segunda|terca|quarta|quinta|sexta|sabado|dom|seg|qua|qui|sex|sab)(-feira| feira)?(?![a-z])/g;
  for (const match of text.matchAll(pattern)) {
    const ordinal = match[1] !== undefined && !match[3] && !timeNamed;
    if (!ordinal) return weekdayWords[match[2]!];
  }
  return undefined;
}

function readPart(text: string): DayPart | undefined {
  if (/(?<![a-z])(?:fim|final) da tarde(?![a-z])/.test(text)) return "lateAfternoon";
  if (/(?<![a-z])(?:inicio|comeco) da tarde(?![a-z])/.test(text)) return "earlyAfternoon";
  if (/(?<![a-z])(?:cedo|cedinho|primeira hora)(?![a-z])/.test(text)) return "early";
  if (/(?<![a-z])manha(?:zinha)?(?![a-z])/.test(text)) return "morning";
  // "Boa tarde" is a greeting, "mais tarde" no part of a day.
  if (/(?<![a-z])(?<!boa |mais )tarde(?![a-z])/.test(text)) return "afternoon";
  if (/(?<![a-z])(?<!boa )noite(?![a-z])/.test(text)) return "evening";
  return undefined;
}

const soonestWords =
  /(?<![a-z])(?:(?:o )?mais (?:cedo|rapido) possivel|(?:o )?quanto antes|assim que possivel|primeiro horario (?:livre|disponivel))(?![a-z])/;

/**
 * When the visitor would like to meet, read from a message in Portuguese as people write it
 * ("Pode ser na sexta às 10h?", "dia 3 às 14:30", "amanhã de manhã"); null when it names no
 * day, time or part of a day. Numbers that are no time ("tenho 2 máquinas", a phone number,
 * "10 peças") are not read as one.
 */
export function readWish(message: string, now: Date): Wish | null {
  const text = plain(message);
  const today = startOfDay(new TZDate(now.getTime(), businessTimeZone));
  const time = readTime(text);
  const wish: Wish = { ...readDay(text, today, time !== undefined) };
  if (time) wish.time = `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`;
  else if (soonestWords.test(text)) wish.soonest = true;
  else {
    const part = readPart(text);
    if (part) wish.part = part;
  }
  return Object.keys(wish).length ? wish : null;
}
