import { TZDate } from "@date-fns/tz";
import { businessTimeZone } from "~/lib/dates";
import { normalise } from "./normalise";

export type SlotChoice =
  | { kind: "slot"; at: string }
  | { kind: "more" }
  /** A time was named, but none of the offered slots is at it. */
  | { kind: "unavailable" }
  /** A time was named that more than one offered slot has ("sábado às 10h" with two Saturdays). */
  | { kind: "ambiguous"; slots: string[] }
  | { kind: "unclear" };

const ordinals = ["primeir", "segund", "terceir", "quart", "quint"];

/** The offered slots at the time named in the text; undefined when it names no time. */
function byTime(text: string, offered: string[]) {
  const time = /\b(\d{1,2})\s*(?:h|:|horas?)\s*(\d{2})?(?!\/)/.exec(text.replace(/\d{1,2}\/\d{1,2}(\/\d{2,4})?/g, " "));
  if (!time) return undefined;
  const date = /\b(\d{1,2})\/(\d{1,2})\b/.exec(text);
  return offered.filter((iso) => {
    const slot = new TZDate(new Date(iso).getTime(), businessTimeZone);
    if (slot.getHours() !== Number(time[1]) || slot.getMinutes() !== Number(time[2] ?? 0)) return false;
    return !date || (slot.getDate() === Number(date[1]) && slot.getMonth() + 1 === Number(date[2]));
  });
}

/**
 * Which of the offered slots the visitor picked: its number ("2", "opção 2", "a segunda"),
 * or its time ("10h", "às 10:30", "24/11 às 10h") when that names exactly one.
 */
export function readSlotChoice(message: string, offered: string[]): SlotChoice {
  const text = normalise(message);
  if (/\b(outr[oa]s?|mais horarios|mais opcoes|outro dia|nenhum desses|nenhuma dessas)\b/.test(text)) return { kind: "more" };
  const number = /^(?:(?:opcao|numero|o|a|n)\s*)?(\d{1,2})[.)]?$/.exec(text);
  if (number) {
    const slot = offered[Number(number[1]) - 1];
    return slot ? { kind: "slot", at: slot } : { kind: "unclear" };
  }
  const matches = byTime(message.toLowerCase(), offered);
  if (matches?.length === 1) return { kind: "slot", at: matches[0]! };
  if (matches && matches.length > 1) return { kind: "ambiguous", slots: matches };
  // "a segunda" is the second option; "na segunda" and "segunda-feira" are a weekday.
  const ordinal = ordinals.findIndex((word) => new RegExp(`(?:^|\\s)(?:a|o|opcao)\\s+${word}[oa]\\b(?!-)`).test(text));
  if (ordinal >= 0 && offered[ordinal]) return { kind: "slot", at: offered[ordinal] };
  return matches ? { kind: "unavailable" } : { kind: "unclear" };
}
