import { TZDate } from "@date-fns/tz";
import { format } from "date-fns/format";
import { businessTimeZone } from "~/lib/dates";
import { normalise } from "./normalise";
import { readWish, type Wish } from "./when-phrase";

export type SlotChoice =
  | { kind: "slot"; at: string }
  /** Other slots: after the last offered, or from the next day on ("outro dia"). */
  | { kind: "more"; nextDay: boolean }
  /** A time named that more than one offered slot has ("às 10h" with two days offered). */
  | { kind: "ambiguous"; slots: string[] }
  /** A day, a time or a part of the day that is no offered slot: looked for among the free ones. */
  | { kind: "wish"; wish: Wish }
  | { kind: "unclear" };

const ordinals = ["primeir", "segund", "terceir", "quart", "quint"];

const local = (iso: string) => new TZDate(new Date(iso).getTime(), businessTimeZone);
const timeOf = (iso: string) => format(local(iso), "HH:mm");
const dateOf = (iso: string) => format(local(iso), "yyyy-MM-dd");

/** The offered slots a wish names exactly: its time, on its day when it names one. */
function offeredFor(wish: Wish, offered: string[]) {
  if (!wish.time || wish.week || wish.part) return [];
  return offered.filter((iso) => timeOf(iso) === wish.time && (!wish.date || dateOf(iso) === wish.date));
}

/**
 * What the visitor answered to the slots offered: an offered one by its number ("2", "opção 2",
 * "a segunda") or by its time and day ("10h", "24/11 às 10h", the button's text); other slots
 * ("outros", "outro dia"); or a day, a time or a part of the day to look for among the free
 * slots ("sexta às 10h", "amanhã de manhã").
 */
export function readSlotChoice(message: string, offered: string[], now: Date): SlotChoice {
  const text = normalise(message);
  const number = /^(?:(?:opcao|numero|o|a|n)\s*)?(\d{1,2})[.)]?$/.exec(text);
  if (number) {
    const slot = offered[Number(number[1]) - 1];
    return slot ? { kind: "slot", at: slot } : { kind: "unclear" };
  }
  const wish = readWish(message, now);
  if (wish) {
    const matches = offeredFor(wish, offered);
    if (matches.length === 1) return { kind: "slot", at: matches[0]! };
    if (matches.length > 1) return { kind: "ambiguous", slots: matches };
    return { kind: "wish", wish };
  }
  if (/\b(outros? dias?|outra data|outra semana|nenhum desses dias)\b/.test(text)) return { kind: "more", nextDay: true };
  if (/\b(outr[oa]s?|mais horarios|mais opcoes|nenhum desses|nenhuma dessas)\b/.test(text)) return { kind: "more", nextDay: false };
  // "a segunda" is the second option; "na segunda" and "segunda-feira" are a weekday.
  const ordinal = ordinals.findIndex((word) => new RegExp(`(?:^|\\s)(?:a|o|opcao)\\s+${word}[oa]\\b(?!-)`).test(text));
  if (ordinal >= 0 && offered[ordinal]) return { kind: "slot", at: offered[ordinal] };
  return { kind: "unclear" };
}
