/**
 * Meta keywords are edited as chips and stored comma-separated (docs/product/content.md). A comma therefore
 * separates keywords wherever it is typed; duplicates are found ignoring case.
 */
const sameKeyword = (a: string, b: string) => a.toLocaleLowerCase("pt-BR") === b.toLocaleLowerCase("pt-BR");

/** Adds each trimmed, non-empty keyword of `text` that is not in the list yet. */
export function addKeywords(list: readonly string[], text: string): string[] {
  const result = [...list];
  for (const part of text.split(",")) {
    const keyword = part.trim();
    if (keyword && !result.some((existing) => sameKeyword(existing, keyword))) result.push(keyword);
  }
  return result;
}

export function removeKeyword(list: readonly string[], keyword: string): string[] {
  return list.filter((existing) => existing !== keyword);
}

export function parseKeywords(stored: string): string[] {
  return addKeywords([], stored);
}

export function joinKeywords(list: readonly string[]): string {
  return list.join(", ");
}
