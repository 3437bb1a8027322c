import { and, eq, ne } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { pageRedirects, pages } from "~/db/schema";
import { invalidateCache } from "~/platform/page-cache/index.server";
import { authorOf, deleteRevisions, recordRevision, type Authorship } from "~/features/revisions/index.server";
import { cacheTags } from "~/platform/page-cache";
import { publishAtTime } from "~/lib/form-rules";
import { logger } from "~/lib/logger.server";
import { refuse, type ActionResult } from "~/lib/action-result";
import { validate } from "~/lib/validation";
import { pageEditorValues } from "./editor-values";
import { pageFormSchema, pageMessages, type PageForm } from "./page-schema";
import { recordActivity } from "~/features/activity/index.server";

type PageWriteResult = ActionResult<{ id: string; slug: string; pageType: PageForm["page_type"] }>;

/** The page's columns from its form; a schedule is kept with who set it. */
function columns(form: PageForm, savedBy: string | null) {
  const publishAt = publishAtTime(form.publish_at);
  return {
    publishAt,
    publishScheduledBy: publishAt ? savedBy : null,
    title: form.title,
    slug: form.slug,
    pageType: form.page_type,
    content: form.content,
    metaTitle: form.meta_title,
    metaDescription: form.meta_description,
    metaKeywords: form.meta_keywords,
    trackingTags: form.tracking_tags,
    trackingPixel: form.tracking_pixel,
    published: form.published,
  };
}

async function slugTaken(tx: Transaction, slug: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(exceptId ? and(eq(pages.slug, slug), ne(pages.id, exceptId)) : eq(pages.slug, slug))
    .limit(1);
  return Boolean(row);
}

function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

/** Creates a page (published unless said otherwise); its slug must be free. */
export async function createPage(input: unknown, by: Authorship = {}): Promise<PageWriteResult> {
  const createdBy = authorOf(by);
  const valid = validate(pageFormSchema, input);
  if (!valid.ok) {
    const missing = ["title", "slug", "page_type"].some((field) => valid.fieldErrors[field]);
    return refuse(400, missing ? pageMessages.requiredForCreate : valid.message, valid.fieldErrors);
  }
  const form = valid.data;
  try {
    const created = await db().transaction(async (tx) => {
      if (await slugTaken(tx, form.slug)) return null;
      // A new page takes over an address that used to redirect elsewhere.
      await tx.delete(pageRedirects).where(eq(pageRedirects.oldSlug, form.slug));
      const [row] = await tx
        .insert(pages)
        .values({ ...columns(form, createdBy), createdBy })
        .returning({ id: pages.id });
      if (row) await recordRevision(tx, { subject: "page", subjectId: row.id }, form, { ...by, authorId: createdBy });
      return row ?? null;
    });
    if (!created) return refuse(409, pageMessages.duplicateSlug, { slug: pageMessages.duplicateSlug });
    await invalidateCache(cacheTags.catalogue);
    return { ok: true, id: created.id, slug: form.slug, pageType: form.page_type };
  } catch (error) {
    if (isUniqueViolation(error)) return refuse(409, pageMessages.duplicateSlug, { slug: pageMessages.duplicateSlug });
    logger.error({ err: error }, "page create failed");
    return refuse(500, "Erro ao criar página: falha ao gravar no banco de dados");
  }
}

/** Saves a page, and keeps what was saved as a revision; a changed slug leaves its old address redirecting to the new one. */
export async function updatePage(id: string, input: unknown, by: Authorship = {}): Promise<PageWriteResult> {
  const valid = validate(pageFormSchema, input);
  if (!valid.ok) return refuse(400, valid.message, valid.fieldErrors);
  const form = valid.data;
  try {
    const outcome = await db().transaction(async (tx) => {
      const [current] = await tx.select().from(pages).where(eq(pages.id, id)).limit(1);
      if (!current) return "missing" as const;
      if (await slugTaken(tx, form.slug, id)) return "taken" as const;
      if (current.slug !== form.slug) {
        await tx.delete(pageRedirects).where(eq(pageRedirects.oldSlug, form.slug));
        await tx
          .insert(pageRedirects)
          .values({ oldSlug: current.slug, pageId: id })
          .onConflictDoUpdate({ target: pageRedirects.oldSlug, set: { pageId: id } });
      }
      await tx
        .update(pages)
        .set({ ...columns(form, authorOf(by)), updatedAt: new Date() })
        .where(eq(pages.id, id));
      await recordRevision(tx, { subject: "page", subjectId: id }, form, by, {
        snapshot: pageEditorValues(current),
        savedAt: current.updatedAt,
      });
      return "saved" as const;
    });
    if (outcome === "missing") return refuse(404, pageMessages.notFound);
    if (outcome === "taken") return refuse(409, pageMessages.duplicateSlug, { slug: pageMessages.duplicateSlug });
    await invalidateCache(cacheTags.catalogue);
    return { ok: true, id, slug: form.slug, pageType: form.page_type };
  } catch (error) {
    if (isUniqueViolation(error)) return refuse(409, pageMessages.duplicateSlug, { slug: pageMessages.duplicateSlug });
    logger.error({ err: error }, "page update failed");
    return refuse(500, "Erro ao atualizar página: falha ao gravar no banco de dados");
  }
}

export async function deletePage(id: string): Promise<ActionResult<{ title: string }>> {
  const [removed] = await db().transaction(async (tx) => {
    await deleteRevisions(tx, "page", [id]);
    const deleted = await tx.delete(pages).where(eq(pages.id, id)).returning({ title: pages.title });
    if (deleted[0]) await recordActivity(tx, { entity: "page", entityId: id, action: "deleted", label: deleted[0].title });
    return deleted;
  });
  if (!removed) return { ok: false, status: 404, message: "Página não encontrada" };
  await invalidateCache(cacheTags.catalogue);
  return { ok: true, title: removed.title };
}
