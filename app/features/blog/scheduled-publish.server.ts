import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { cacheTags } from "~/features/page-cache";
import { invalidateCache } from "~/features/page-cache/index.server";
import { recordRevision } from "~/features/revisions/index.server";
import { postFields } from "./service.server";

const batch = 50;

/**
 * Publishes the drafts whose time has come, each once (see publishDuePages in the catalogue:
 * the same claim under `FOR UPDATE SKIP LOCKED`). The publication is a revision by whoever
 * scheduled it. Returns how many were published.
 */
export async function publishDuePosts(database: Database = db(), now = new Date()) {
  const published = await database.transaction(async (tx) => {
    const due = await tx
      .select({ id: blogPosts.id, scheduledBy: blogPosts.publishScheduledBy })
      .from(blogPosts)
      .where(and(isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, now)))
      .orderBy(asc(blogPosts.publishAt))
      .limit(batch)
      .for("update", { skipLocked: true });
    for (const { id, scheduledBy } of due) {
      const [post] = await tx
        .update(blogPosts)
        .set({ published: true, publishAt: null, publishScheduledBy: null, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      await recordRevision(tx, { subject: "post", subjectId: id }, postFields(post!), { authorId: scheduledBy, origin: "schedule" });
    }
    return due.length;
  });
  // The blog tag covers the list, the post and the sitemap.
  if (published > 0) await invalidateCache(cacheTags.blog);
  return published;
}
