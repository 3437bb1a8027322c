import { slugify } from "~/lib/text";

/**
 * A post's address as stored: lower case, no accents, only
 * letters, digits and single hyphens, and no hyphen at either end.
 */
export function postSlug(text: string) {
  return slugify(text).replace(/^-+|-+$/g, "");
}

/**
 * The same rule while the slug is being typed: a trailing space becomes a hyphen at once,
 * so the next word can follow, and edge hyphens wait for the save to go.
 */
export function typedSlug(text: string) {
  return slugify(text.replace(/\s+$/, "-"));
}
