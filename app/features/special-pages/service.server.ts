import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { specialPages } from "~/db/schema";
import { invalidateCache } from "~/platform/page-cache/index.server";
import { recordRevision, type Authorship } from "~/features/revisions/index.server";
import { cacheTags, type CacheTag } from "~/platform/page-cache";
import { refuse, type ActionResult } from "~/lib/action-result";
import { validate } from "~/lib/validation";
import { aboutFormValues, homeFormValues } from "./form-values";
import { aboutPageSchema, homePageSchema, specialPageMessages } from "./schema";

async function savePage(
  pageKey: "home" | "about",
  schema: typeof homePageSchema | typeof aboutPageSchema,
  tag: CacheTag,
  input: unknown,
  by: Authorship,
): Promise<ActionResult> {
  const valid = validate(schema, input);
  if (!valid.ok) return refuse(400, valid.message, valid.fieldErrors);
  const { title, meta_title, meta_description, meta_keywords, seo_image_url, content } = valid.data;
  const saved = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(specialPages).where(eq(specialPages.pageKey, pageKey)).limit(1);
    if (!before) return false;
    await tx
      .update(specialPages)
      .set({
        title,
        content,
        metaTitle: meta_title,
        metaDescription: meta_description,
        metaKeywords: meta_keywords,
        seoImageUrl: seo_image_url,
        updatedAt: new Date(),
      })
      .where(eq(specialPages.pageKey, pageKey));
    await recordRevision(tx, { subject: "special", subjectId: pageKey }, valid.data, by, {
      snapshot: pageKey === "home" ? homeFormValues(before) : aboutFormValues(before),
      savedAt: before.updatedAt,
    });
    return true;
  });
  if (!saved) return { ok: false, status: 404, message: specialPageMessages.notFound, fieldErrors: {} };
  await invalidateCache(tag);
  return { ok: true };
}

/** Saves the home page, kept as a revision; visitors see it on the next request. */
export function saveHomePage(input: unknown, by: Authorship = {}) {
  return savePage("home", homePageSchema, cacheTags.home, input, by);
}

/** Saves the about page, kept as a revision; its certificate also shows on the product list, cached under the same tag. */
export function saveAboutPage(input: unknown, by: Authorship = {}) {
  return savePage("about", aboutPageSchema, cacheTags.about, input, by);
}
