import { inArray, sql } from "drizzle-orm";
import { db, type Database, type Transaction } from "~/db/client.server";
import { pages, type PageType } from "~/db/schema";

/** A catalogue page as a proposal's line takes it: what it is called and, for a product, its price. */
export type CatalogueItem = { id: string; title: string; pageType: PageType; priceCents: number | null };

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Pages of every type, published or not, whose title holds each word typed (case and accents
 * ignored), titles starting with the first word first: what staff pick a proposal's line from.
 */
export async function searchCatalogueItems(term: string, limit = 10): Promise<CatalogueItem[]> {
  const words = term
    .trim()
    .split(/[\s\p{Cc}]+/u)
    .filter((word) => word.length >= 2)
    .slice(0, 8);
  if (words.length === 0) return [];
  const matches = words.map((word) => sql`${pages.searchTitle} like immutable_unaccent(lower(${`%${escapeLike(word)}%`}))`);
  return db()
    .select({
      id: pages.id,
      title: pages.title,
      pageType: pages.pageType,
      priceCents: sql<number | null>`(${pages.content}->>'price_cents')::bigint`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(pages)
    .where(sql.join(matches, sql` and `))
    .orderBy(sql`${pages.searchTitle} like immutable_unaccent(lower(${`${escapeLike(words[0]!)}%`})) desc`, pages.title)
    .limit(limit);
}

/**
 * Which of these page ids still name a page: a line keeps its link only while the page exists.
 * Read in the caller's transaction (an embedded database serves one at a time).
 */
export async function existingCatalogueIds(ids: string[], database: Database | Transaction = db()) {
  if (ids.length === 0) return new Set<string>();
  const rows = await database.select({ id: pages.id }).from(pages).where(inArray(pages.id, ids));
  return new Set(rows.map((row) => row.id));
}
