import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { pages } from "~/db/schema";
import { cacheTags } from "~/features/page-cache";
import { invalidateCache } from "~/features/page-cache/index.server";
import { recordRevision } from "~/features/revisions/index.server";
import { pageEditorValues } from "./editor-values";

const batch = 50;

/**
 * Publishes the drafts whose time has come, each once: the rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and their schedule cleared in the same transaction, so another
 * instance running at the same moment skips them, and one running later no longer finds them.
 * The publication is a revision by whoever scheduled it. Returns how many were published.
 */
export async function publishDuePages(database: Database = db(), now = new Date()) {
  const published = await database.transaction(async (tx) => {
    const due = await tx
      .select({ id: pages.id, scheduledBy: pages.publishScheduledBy })
      .from(pages)
      .where(and(isNotNull(pages.publishAt), lte(pages.publishAt, now)))
      .orderBy(asc(pages.publishAt))
      .limit(batch)
      .for("update", { skipLocked: true });
    for (const { id, scheduledBy } of due) {
      const [page] = await tx
        .update(pages)
        .set({ published: true, publishAt: null, publishScheduledBy: null, updatedAt: new Date() })
        .where(eq(pages.id, id))
        .returning();
      await recordRevision(tx, { subject: "page", subjectId: id }, pageEditorValues(page!), { authorId: scheduledBy, origin: "schedule" });
    }
    return due.length;
  });
  // The catalogue tag covers the lists, the page, the search and the sitemap.
  if (published > 0) await invalidateCache(cacheTags.catalogue);
  return published;
}
