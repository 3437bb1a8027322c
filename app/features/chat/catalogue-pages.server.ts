import { canonicalPath } from "~/features/catalogue/page-types";
import { searchPublished, searchPublishedSimilar } from "~/features/catalogue/queries.server";
import { subjectWords } from "./assistant/normalise";

/**
 * Published pages about a visitor's text, for any assistant: every topic word first, then a
 * typo-tolerant match, then word by word (questions carry extra words).
 */
export async function findCataloguePages(text: string, limit: number) {
  const words = subjectWords(text);
  if (words.length === 0) return [];
  let pages = await searchPublished(words.join(" "), limit);
  if (pages.length === 0) pages = await searchPublishedSimilar(words.join(" "), limit);
  for (const word of words) {
    if (pages.length > 0) break;
    pages = await searchPublished(word, limit);
  }
  return pages.map((page) => ({ title: page.title, path: canonicalPath(page.pageType, page.slug), introduction: page.introduction }));
}
