/**
 * Where a long list stands, kept in its address so a page can be linked, reloaded and opened
 * without scripts: its page (from 1) and its page size.
 */
export type ListPaging = { page: number; size: number };

/**
 * A list's sizes and the one it starts with, and the names of its parameters (`pagina` and
 * `tamanho`, or others where two lists share an address).
 */
export type ListSizes = { options: readonly number[]; initial: number; pageParam: string; sizeParam: string };

/** The back office's long lists: inbox, conversations, blog posts. */
export const staffListSizes: ListSizes = { options: [10, 20, 50, 100], initial: 20, pageParam: "pagina", sizeParam: "tamanho" };

/** No list has this many pages; a larger number in the address reads as the last page. */
const maxPage = 100_000;

/** The address's page and size; anything else falls back to the first page at the list's size. */
export function readListPaging(search: URLSearchParams, sizes: ListSizes): ListPaging {
  const askedSize = Number(search.get(sizes.sizeParam));
  const size = sizes.options.includes(askedSize) ? askedSize : sizes.initial;
  const askedPage = Math.floor(Number(search.get(sizes.pageParam)));
  const page = Number.isFinite(askedPage) && askedPage >= 1 ? Math.min(askedPage, maxPage) : 1;
  return { page, size };
}

/** The list's address at another page or size, its other parameters kept; defaults are left out. */
export function listPagingHref(pathname: string, search: URLSearchParams, paging: ListPaging, sizes: ListSizes) {
  const next = new URLSearchParams(search);
  next.delete(sizes.pageParam);
  next.delete(sizes.sizeParam);
  if (paging.size !== sizes.initial) next.set(sizes.sizeParam, String(paging.size));
  if (paging.page > 1) next.set(sizes.pageParam, String(paging.page));
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** One page of a list, with what the pagination needs to show the others. */
export type Paged<Row> = { rows: Row[]; total: number; page: number; size: number; pages: number };

/**
 * Counts the list, then reads only the rows of the page asked for; a page past the end reads
 * the last one, so a deletion on the last page never leaves staff on an empty one.
 */
export async function readPage<Row>(
  paging: ListPaging,
  count: () => Promise<number>,
  rows: (window: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<Paged<Row>> {
  const total = await count();
  const pages = Math.max(1, Math.ceil(total / paging.size));
  const page = Math.min(paging.page, pages);
  return { rows: await rows({ limit: paging.size, offset: (page - 1) * paging.size }), total, page, size: paging.size, pages };
}

/**
 * Whether the address names the page shown the one way the list links to it: a public list
 * redirects anything else (`pagina=1`, a page past the end, an unknown size) so each page has
 * one address to index and cache.
 */
export function isCanonicalPaging(search: URLSearchParams, shown: ListPaging, sizes: ListSizes) {
  return (
    search.get(sizes.pageParam) === (shown.page > 1 ? String(shown.page) : null) &&
    search.get(sizes.sizeParam) === (shown.size !== sizes.initial ? String(shown.size) : null)
  );
}
