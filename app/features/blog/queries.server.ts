import { and, desc, eq, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, media, postRedirects } from "~/db/schema";
import { businessDateTimeInput } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import { readPage, type ListPaging } from "~/lib/list-paging";
import { contentToMarkdown } from "./content";
import { postSlug } from "./slug";

const published = eq(blogPosts.published, true);

/** What a list shows of a post. */
const postSummary = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

/** Every published post's address and date, newest first: the sitemap. */
export function listPublishedPostsForSitemap() {
  return db()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(published)
    .orderBy(desc(blogPosts.createdAt));
}

/** The newest published posts: the feed. */
export function listLatestPublishedPosts(limit: number) {
  return db().select(postSummary).from(blogPosts).where(published).orderBy(desc(blogPosts.createdAt)).limit(limit);
}

/** One page of the published posts, newest first: the blog. */
export function pageOfPublishedPosts(paging: ListPaging) {
  return readPage(
    paging,
    () => db().$count(blogPosts, published),
    ({ limit, offset }) =>
      db()
        .select({
          ...postSummary,
          featuredImageUrl: blogPosts.featuredImageUrl,
          // The library's width of the cover, so its card offers no wider copy (decision 251).
          featuredImageWidth: sql<
            number | null
          >`(select ${media.width} from ${media} where '/uploads/' || ${media.name} = ${blogPosts.featuredImageUrl})`,
        })
        .from(blogPosts)
        .where(published)
        .orderBy(desc(blogPosts.createdAt))
        .limit(limit)
        .offset(offset),
  );
}

/** A published post by slug; drafts do not exist for visitors. */
export async function getPublishedPost(slug: string) {
  const [row] = await db()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .limit(1);
  return row ?? null;
}

/** Where an old address of a published post now lives, if its slug changed. */
export async function findPostRedirect(oldSlug: string) {
  const [row] = await db()
    .select({ slug: blogPosts.slug })
    .from(postRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, postRedirects.postId))
    .where(and(eq(postRedirects.oldSlug, oldSlug), published))
    .limit(1);
  return row?.slug ?? null;
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * One page of the back office's posts, newest first. A search matches the title ignoring case
 * and accents, or the slug, also when typed as words ("grade magnetica").
 */
export function pageOfPostsForStaff(search: string, paging: ListPaging) {
  const term = search.trim();
  const slugTerm = postSlug(term);
  const matches = term
    ? or(
        sql`immutable_unaccent(lower(${blogPosts.title})) like immutable_unaccent(lower(${contains(term)}))`,
        slugTerm ? sql`${blogPosts.slug} like ${contains(slugTerm)}` : undefined,
      )
    : undefined;
  return readPage(
    paging,
    () => db().$count(blogPosts, matches),
    ({ limit, offset }) =>
      db()
        .select({ ...postSummary, published: blogPosts.published, publishAt: blogPosts.publishAt })
        .from(blogPosts)
        .where(matches)
        .orderBy(desc(blogPosts.createdAt))
        .limit(limit)
        .offset(offset),
  );
}

/** Any post by id, draft or not: the staff preview. */
export async function getPostForPreview(id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

/** A post as the editor needs it, published or not, its content as Markdown. */
export async function getPostForEditor(slug: string) {
  const [row] = await db()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      featuredImageUrl: blogPosts.featuredImageUrl,
      published: blogPosts.published,
      publishAt: blogPosts.publishAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  if (!row) return null;
  const { publishAt, ...post } = row;
  return {
    ...post,
    publish_at: publishAt ? businessDateTimeInput(publishAt) : "",
    excerpt: row.excerpt ?? "",
    featuredImageUrl: row.featuredImageUrl ?? "",
    content: contentToMarkdown(row.content),
  };
}
