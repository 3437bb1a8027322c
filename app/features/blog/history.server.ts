import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { isUuid } from "~/lib/ids";
import { restoreRevision, type HistorySubject } from "~/features/revisions/index.server";
import { updatePost } from "./service.server";

/** A post's 'Histórico': restoring saves the revision as the editor would. */
export const postHistory: HistorySubject = {
  async describe(id) {
    if (!isUuid(id)) return undefined;
    const [post] = await db().select({ title: blogPosts.title, slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
    return post ? { title: post.title, editorPath: `/admin/blog/${post.slug}/edit` } : undefined;
  },
  restore: (id, input) =>
    restoreRevision({ subject: "post", subjectId: id }, input, (snapshot, by) =>
      // A restore brings back content and the published state, never a schedule whose time has passed.
      updatePost({ ...snapshot, publish_at: "", id }, by),
    ),
};
