import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts, pages, type RevisionSubject } from "~/db/schema";
import { postFields } from "~/features/blog/index.server";
import { pageEditorValues } from "~/features/catalogue";
import { cacheTags, type CacheTag } from "~/platform/page-cache";
import { invalidateCache } from "~/platform/page-cache/index.server";
import { recordRevision } from "~/features/revisions/index.server";

const batch = 50;

/** What can be scheduled: its table, its revisions' subject and snapshot, and the cache tag its pages carry. */
type Schedulable<Table extends typeof pages | typeof blogPosts> = {
  table: Table;
  subject: RevisionSubject;
  snapshot: (row: Table["$inferSelect"]) => Record<string, unknown>;
  tag: CacheTag;
};

// The catalogue tag covers the lists, the page, the search and the sitemap; the blog tag the list, the post and the sitemap.
const schedulablePages: Schedulable<typeof pages> = { table: pages, subject: "page", snapshot: pageEditorValues, tag: cacheTags.catalogue };
const schedulablePosts: Schedulable<typeof blogPosts> = { table: blogPosts, subject: "post", snapshot: postFields, tag: cacheTags.blog };

/**
 * Publishes the drafts whose time has come, each once: the rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and their schedule cleared in the same transaction, so another
 * instance running at the same moment skips them, and one running later no longer finds them.
 * The publication is a revision by whoever scheduled it. Returns how many were published.
 */
async function publishDue<Table extends typeof pages | typeof blogPosts>(
  database: Database,
  now: Date,
  { table, subject, snapshot, tag }: Schedulable<Table>,
) {
  const schedulable = table as typeof pages | typeof blogPosts;
  const published = await database.transaction(async (tx) => {
    const due = await tx
      .select({ id: schedulable.id, scheduledBy: schedulable.publishScheduledBy })
      .from(schedulable)
      .where(and(isNotNull(schedulable.publishAt), lte(schedulable.publishAt, now)))
      .orderBy(asc(schedulable.publishAt))
      .limit(batch)
      .for("update", { skipLocked: true });
    for (const { id, scheduledBy } of due) {
      const [row] = await tx
        .update(schedulable)
        .set({ published: true, publishAt: null, publishScheduledBy: null, updatedAt: new Date() })
        .where(eq(schedulable.id, id))
        .returning();
      await recordRevision(tx, { subject, subjectId: id }, snapshot(row as Table["$inferSelect"]), {
        authorId: scheduledBy,
        origin: "schedule",
      });
    }
    return due.length;
  });
  if (published > 0) await invalidateCache(tag);
  return published;
}

/** Publishes every page and post whose time has come; how many were published. */
export async function publishDueItems(database: Database, now = new Date()) {
  return (await publishDue(database, now, schedulablePages)) + (await publishDue(database, now, schedulablePosts));
}
