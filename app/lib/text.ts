/** Cuts text at a word boundary to at most `max` characters, the closing '…' included. */
export function truncateAtWord(text: string, max: number) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  // One character is kept for the ellipsis; the next one tells whether the cut ends a word.
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  const base = lastSpace > 0 ? cut.slice(0, lastSpace) : clean.slice(0, max - 1);
  return `${base.replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** Lowercase, no accents, only letters, digits and single hyphens. */
export function slugify(text: string) {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** Text meant for one line (a field in a notification): every run of spaces and line breaks becomes one space. */
export const oneLine = (text: string) => text.replace(/[\s\p{Cc}]+/gu, " ").trim();

/** Text as XML or HTML shows it literally: its markup characters as numeric references. */
export const escapeMarkup = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
