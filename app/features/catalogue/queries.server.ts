import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { PageContent } from "~/db/content-types";
import { media, pageRedirects, pages, type PageType } from "~/db/schema";
import { rememberContent } from "~/platform/page-cache/index.server";
import { cacheTags } from "~/platform/page-cache";

export type CatalogueCard = {
  id: string;
  title: string;
  slug: string;
  pageType: PageType;
  introduction: string;
  imageUrl: string;
  imageAlt: string;
  /** The library's width of the image, so its card offers no wider copy (decision 251). */
  imageWidth: number | null;
};

const leadImage = sql<string>`coalesce(nullif(${pages.content}->>'image_url', ''), ${pages.content}->'gallery_images'->0->>'url', '')`;

const cardColumns = {
  id: pages.id,
  title: pages.title,
  slug: pages.slug,
  pageType: pages.pageType,
  introduction: sql<string>`coalesce(${pages.content}->>'introduction', '')`,
  // The image the page itself leads with (docs/product/public-site.md): the main one, else the gallery's first.
  imageUrl: leadImage,
  imageWidth: sql<number | null>`(select ${media.width} from ${media} where '/uploads/' || ${media.name} = ${leadImage})`,
  imageAlt: sql<string>`case when coalesce(${pages.content}->>'image_url', '') in ('', ${pages.content}->'gallery_images'->0->>'url')
    then coalesce(nullif(${pages.content}->'gallery_images'->0->>'alt', ''), ${pages.title}) else ${pages.title} end`,
};

/** Published pages of one type, newest first. */
export function listPublished(pageType: PageType, limit?: number): Promise<CatalogueCard[]> {
  const query = db()
    .select(cardColumns)
    .from(pages)
    .where(and(eq(pages.pageType, pageType), eq(pages.published, true)))
    .orderBy(desc(pages.createdAt));
  return limit ? query.limit(limit) : query;
}

const latestCount = 6;

/** The home page's latest cards of one type, read once until the catalogue changes. */
export function listLatestPublished(pageType: PageType): Promise<CatalogueCard[]> {
  return rememberContent(`catalogue:latest:${pageType}`, [cacheTags.catalogue], () => listPublished(pageType, latestCount));
}

export type CataloguePage = {
  id: string;
  title: string;
  slug: string;
  pageType: PageType;
  content: PageContent;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  trackingTags: (typeof pages.$inferSelect)["trackingTags"];
  trackingPixel: string;
  createdAt: Date;
  updatedAt: Date;
};

/** A published page by its slug, whatever its type; unpublished pages do not exist for visitors. */
export async function getPublishedBySlug(slug: string): Promise<CataloguePage | null> {
  const [row] = await db()
    .select({
      id: pages.id,
      title: pages.title,
      slug: pages.slug,
      pageType: pages.pageType,
      content: pages.content,
      metaTitle: pages.metaTitle,
      metaDescription: pages.metaDescription,
      metaKeywords: pages.metaKeywords,
      trackingTags: pages.trackingTags,
      trackingPixel: pages.trackingPixel,
      createdAt: pages.createdAt,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)))
    .limit(1);
  return row ?? null;
}

/** Every published page for the sitemap. */
export function listPublishedForSitemap() {
  return db()
    .select({ slug: pages.slug, pageType: pages.pageType, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.published, true))
    .orderBy(desc(pages.createdAt));
}

const folded = (value: SQL | string) => sql`immutable_unaccent(lower(${value}))`;
// Stored folded copies with trigram indexes: no row is folded again at search time.
const foldedTitle = pages.searchTitle;
const foldedText = pages.searchText;

function likePattern(word: string) {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Words of a search, as typed: at least 2 characters each, at most 8 words. */
function searchWords(term: string) {
  return (
    term
      .trim()
      // Control characters (NUL above all, which PostgreSQL refuses) separate words like spaces.
      .split(/[\s\p{Cc}]+/u)
      .filter((word) => word.length >= 2)
      .slice(0, 8)
  );
}

/**
 * Published pages of every type whose title or text contains every word, ignoring case
 * and accents ("ima" finds "Ímãs"); pages whose title matches come first (docs/product/public-site.md).
 */
export async function searchPublished(term: string, limit: number): Promise<CatalogueCard[]> {
  const words = searchWords(term);
  if (words.length === 0) return [];
  const matches = words.map(
    (word) => sql`(${foldedTitle} like ${folded(likePattern(word))} or ${foldedText} like ${folded(likePattern(word))})`,
  );
  const titleHits = sql.join(
    words.map((word) => sql`(${foldedTitle} like ${folded(likePattern(word))})::int`),
    sql` + `,
  );
  const startsWith = sql`(${foldedTitle} like ${folded(`${words[0]!.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)})`;
  return db()
    .select(cardColumns)
    .from(pages)
    .where(and(eq(pages.published, true), ...matches))
    .orderBy(sql`${titleHits} desc`, sql`${startsWith} desc`, pages.title)
    .limit(limit);
}

/** Where an old address of a published page now lives, if its slug changed. */
export async function findRedirect(oldSlug: string) {
  const [row] = await db()
    .select({ slug: pages.slug, pageType: pages.pageType })
    .from(pageRedirects)
    .innerJoin(pages, eq(pages.id, pageRedirects.pageId))
    .where(and(eq(pageRedirects.oldSlug, oldSlug), eq(pages.published, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Published pages holding any of the words, those matching more of them first (a title
 * match counts double): for the assistant, whose questions carry words no page has.
 */
export async function searchPublishedAnyWord(words: string[], limit: number): Promise<CatalogueCard[]> {
  const terms = words.slice(0, 8);
  if (terms.length === 0) return [];
  const inTitle = terms.map((word) => sql`(${foldedTitle} like ${folded(likePattern(word))})`);
  const inText = terms.map((word) => sql`(${foldedText} like ${folded(likePattern(word))})`);
  const score = sql.join(
    terms.map((_, index) => sql`(${inTitle[index]})::int * 2 + (${inText[index]})::int`),
    sql` + `,
  );
  return db()
    .select(cardColumns)
    .from(pages)
    .where(and(eq(pages.published, true), sql`(${sql.join([...inTitle, ...inText], sql` or `)})`))
    .orderBy(sql`${score} desc`, pages.title)
    .limit(limit);
}

/**
 * Published pages whose title holds a word close to one of the words ("tambr" finds
 * "Tambor Magnético"): trigram word similarity, for typos the plain search misses.
 */
export async function searchPublishedSimilar(words: string[], limit: number): Promise<CatalogueCard[]> {
  const terms = words.filter((word) => word.length >= 4).slice(0, 8);
  if (terms.length === 0) return [];
  const similarity = sql.join(
    terms.map((word) => sql`word_similarity(${folded(word)}, ${foldedTitle})`),
    sql`, `,
  );
  return db()
    .select(cardColumns)
    .from(pages)
    .where(
      and(
        eq(pages.published, true),
        sql`(${sql.join(
          terms.map((word) => sql`${folded(word)} <% ${foldedTitle}`),
          sql` or `,
        )})`,
      ),
    )
    .orderBy(sql`greatest(${similarity}) desc`, pages.title)
    .limit(limit);
}
