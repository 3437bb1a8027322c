import { z } from "./zod";

/** How long a person's name may be, in characters, after trimming. */
export const personNameLength = { min: 2, max: 80 } as const;

/** What a form says: when the name is missing, and when it is not a name. */
type PersonNameMessages = { missing: string; invalid: string };

// Line breaks, tabs and other control characters: a name is one line a person typed.
const controlCharacter = /\p{Cc}/u;
// A word of letters (accents and combining marks included), joined by apostrophes or hyphens:
// "Ana", "D'Ávila", "Ana-Maria".
const word = String.raw`(?:\p{L}\p{M}*)+(?:['’-](?:\p{L}\p{M}*)+)*`;
// An initial or a short abbreviation with its dot: "J.", "Jr.", "Dr.".
const abbreviation = String.raw`(?:\p{L}\p{M}*){1,3}\.`;
const namePattern = new RegExp(String.raw`^(?:${abbreviation}|${word})(?: (?:${abbreviation}|${word}))*$`, "u");

/** Whether a trimmed text, with single spaces, reads as a person's name. */
const isPersonName = (text: string) => namePattern.test(text) && (text.match(/\p{L}/gu)?.length ?? 0) >= 2;

/**
 * A person's name as every form takes it (the contact form, the quote modal, the catalogue
 * popup, the assistant): letters with their accents, spaces, apostrophes, hyphens and the dot
 * of an initial, 2 to 80 characters after trimming. No digits, no `@`, no address, no line
 * break: a name is shown to staff and never carries a message.
 */
export function personNameSchema(messages: PersonNameMessages) {
  return z
    .string({ error: messages.missing })
    .trim()
    .min(1, messages.missing)
    .refine((name) => !controlCharacter.test(name), { error: messages.invalid, abort: true })
    .transform((name) => name.replace(/ {2,}/g, " "))
    .pipe(
      z
        .string()
        .min(personNameLength.min, { error: messages.invalid, abort: true })
        .max(personNameLength.max, { error: messages.invalid, abort: true })
        .refine(isPersonName, messages.invalid),
    );
}
