/**
 * The query parameters each public page reads, by path: the catalogue search of the product list
 * (its loader), the term of the search suggestions (the search API), the subject the contact
 * form starts with (its component) and the blog's page and page size. Any other parameter
 * (utm_*, gclid, fbclid, msclkid, …) leaves the page as it is: a campaign link is the same page.
 * A page that starts reading a parameter must be named here, or it is served for every value.
 */
const pageQueryParameters: Readonly<Record<string, readonly string[]>> = {
  "/produtos": ["search"],
  "/api/search": ["q"],
  "/contato": ["assunto"],
  "/blog": ["pagina", "tamanho"],
};

/** Longer keys are answered but never kept: no visitor's URL may occupy the cache at will. */
export const longestCachedAddress = 1024;

/**
 * The cache key of an address (path and query as requested): the path, plus the first value of
 * each parameter the page reads, in a fixed order. However long the query, what the page does not
 * read is dropped first, so padding an address never forces a render. Undefined when the key
 * itself is too long to keep.
 */
export function pageCacheKey(url: string): string | undefined {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const read = pageQueryParameters[path];
  let key = path;
  if (read && queryStart !== -1) {
    const query = new URLSearchParams(url.slice(queryStart + 1));
    const kept = new URLSearchParams();
    for (const name of read) {
      const value = query.get(name);
      if (value !== null) kept.set(name, value);
    }
    if (kept.size > 0) key = `${path}?${kept.toString()}`;
  }
  return key.length > longestCachedAddress ? undefined : key;
}
