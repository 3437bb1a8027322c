import { canonicalPath } from "~/features/catalogue";
import { searchPublished, searchPublishedAnyWord, searchPublishedSimilar } from "~/features/catalogue/index.server";
import { subjectWords } from "./assistant/normalise";

/**
 * Published pages about a visitor's text, for any assistant: pages with every topic word
 * first; else the pages with the most of them (questions carry words no page has); else
 * titles with a word close to one typed (typos).
 */
export async function findCataloguePages(text: string, limit: number) {
  const words = subjectWords(text);
  if (words.length === 0) return [];
  let pages = await searchPublished(words.join(" "), limit);
  if (pages.length === 0) pages = await searchPublishedAnyWord(words, limit);
  if (pages.length === 0) pages = await searchPublishedSimilar(words, limit);
  return pages.map((page) => ({ title: page.title, path: canonicalPath(page.pageType, page.slug), introduction: page.introduction }));
}
