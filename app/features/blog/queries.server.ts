import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";

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
