import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { blogPosts, postRedirects } from "~/db/schema";
import { invalidateCache } from "~/platform/page-cache/index.server";
import { authorOf, deleteRevisions, recordRevision, type Authorship } from "~/features/revisions/index.server";
import { cacheTags } from "~/platform/page-cache";
import { refuse, type ActionResult } from "~/lib/action-result";
import { validate, type FieldErrors } from "~/lib/validation";
import { businessDateTimeInput } from "~/lib/dates";
import { publishAtTime } from "~/lib/form-rules";
import { contentToMarkdown } from "./content";
import { blogFeedback } from "./feedback";
import { postDeleteSchema, postMessages, postSchema, postUpdateSchema, type PostForm } from "./schema";
import { recordActivity } from "~/features/activity/index.server";

type PostSaveResult = ActionResult<{ slug: string }>;

const slugTaken = refuse(409, blogFeedback.slugInUse, { slug: postMessages.slugTaken });
const notFound = refuse(404, postMessages.notFound);

function invalid({ message, fieldErrors }: { message: string; fieldErrors: FieldErrors }) {
  return refuse(400, message, fieldErrors);
}

/** A stored post in the shape of its revisions: the editor's fields, the body as Markdown. */
export function postFields(post: typeof blogPosts.$inferSelect) {
  const { title, slug, excerpt, featuredImageUrl, published } = post;
  const publish_at = post.publishAt ? businessDateTimeInput(post.publishAt) : "";
  return { title, slug, excerpt, featuredImageUrl, published, publish_at, content: contentToMarkdown(post.content) };
}

/** The post's columns from its form; a schedule is kept with who set it. */
function columns({ publish_at, ...fields }: PostForm, savedBy: string | null) {
  const publishAt = publishAtTime(publish_at);
  return { ...fields, publishAt, publishScheduledBy: publishAt ? savedBy : null };
}

/** The unique index on the slug decides, so two editors saving at once cannot both win. */
async function refusingDuplicateSlug(write: () => Promise<PostSaveResult>): Promise<PostSaveResult> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return slugTaken;
    throw error;
  }
}

/** Creates a post; the blog shows it on the next request when published. */
export async function createPost(input: unknown, by: Authorship = {}): Promise<PostSaveResult> {
  const createdBy = authorOf(by);
  const valid = validate(postSchema, input);
  if (!valid.ok) return invalid(valid);
  const result = await refusingDuplicateSlug(() =>
    db().transaction(async (tx) => {
      // A new post takes over an address that used to redirect elsewhere.
      await tx.delete(postRedirects).where(eq(postRedirects.oldSlug, valid.data.slug));
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...columns(valid.data, createdBy), createdBy })
        .returning({ id: blogPosts.id, slug: blogPosts.slug });
      await recordRevision(tx, { subject: "post", subjectId: row!.id }, valid.data, { ...by, authorId: createdBy });
      return { ok: true, slug: row!.slug };
    }),
  );
  if (result.ok) await invalidateCache(cacheTags.blog);
  return result;
}

/**
 * Saves every field of a post, the published switch included, and keeps what was saved as a
 * revision; a changed slug leaves its old address redirecting to the new one.
 */
export async function updatePost(input: unknown, by: Authorship = {}): Promise<PostSaveResult> {
  const valid = validate(postUpdateSchema, input);
  if (!valid.ok) return invalid(valid);
  const { id, ...fields } = valid.data;
  const result = await refusingDuplicateSlug(() =>
    db().transaction(async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
      if (!before) return notFound;
      if (before.slug !== fields.slug) {
        // The old address keeps leading to the post.
        await tx.delete(postRedirects).where(eq(postRedirects.oldSlug, fields.slug));
        await tx
          .insert(postRedirects)
          .values({ oldSlug: before.slug, postId: id })
          .onConflictDoUpdate({ target: postRedirects.oldSlug, set: { postId: id } });
      }
      const [row] = await tx
        .update(blogPosts)
        .set({ ...columns(fields, authorOf(by)), updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning({ slug: blogPosts.slug });
      if (!row) return notFound;
      await recordRevision(tx, { subject: "post", subjectId: id }, fields, by, { snapshot: postFields(before), savedAt: before.updatedAt });
      return { ok: true, slug: row.slug };
    }),
  );
  if (result.ok) await invalidateCache(cacheTags.blog);
  return result;
}

export async function deletePost(input: unknown): Promise<ActionResult> {
  const valid = validate(postDeleteSchema, input);
  if (!valid.ok) return invalid(valid);
  const deleted = await db().transaction(async (tx) => {
    await deleteRevisions(tx, "post", [valid.data.id]);
    const removed = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, valid.data.id))
      .returning({ id: blogPosts.id, title: blogPosts.title });
    if (removed[0]) await recordActivity(tx, { entity: "post", entityId: valid.data.id, action: "deleted", label: removed[0].title });
    return removed;
  });
  if (deleted.length === 0) return notFound;
  await invalidateCache(cacheTags.blog);
  return { ok: true };
}
