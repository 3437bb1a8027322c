import { and, desc, eq, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { contentToMarkdown } from "./content";
import { postSlug } from "./slug";

/** Published posts, newest first. */
export function listPublishedPosts() {
  return db()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      featuredImageUrl: blogPosts.featuredImageUrl,
      createdAt: blogPosts.createdAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt));
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

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Every post for the back office, newest first. A search matches the title ignoring case
 * and accents, or the slug, also when typed as words ("grade magnetica").
 */
export function listPostsForStaff(search = "") {
  const term = search.trim();
  const slugTerm = postSlug(term);
  const matches = term
    ? or(
        sql`immutable_unaccent(lower(${blogPosts.title})) like immutable_unaccent(lower(${contains(term)}))`,
        slugTerm ? sql`${blogPosts.slug} like ${contains(slugTerm)}` : undefined,
      )
    : undefined;
  return db()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      published: blogPosts.published,
      createdAt: blogPosts.createdAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(matches)
    .orderBy(desc(blogPosts.createdAt));
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
    })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    excerpt: row.excerpt ?? "",
    featuredImageUrl: row.featuredImageUrl ?? "",
    content: contentToMarkdown(row.content),
  };
}
