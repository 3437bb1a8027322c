/** Search box rules of the public site. */
export const searchRules = {
  minLength: 2,
  delayMs: 300,
  maxResults: 8,
  descriptionLength: 100,
} as const;

export type SearchSuggestion = {
  title: string;
  url: string;
  badge: string;
  description: string;
};

export function searchListPath(term: string) {
  return `/produtos?search=${encodeURIComponent(term.trim())}`;
}
