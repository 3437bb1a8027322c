import type { pages } from "~/db/schema";
import { readTrackingTags } from "~/features/tracking";
import { businessDateTimeInput } from "~/lib/dates";
import { formatPriceInput } from "~/lib/money";
import type { PageEditorValues } from "./components/page-editor";

/** A stored page as the editor's values: the shape of the form, and of the page's revisions. */
export function pageEditorValues(page: typeof pages.$inferSelect): PageEditorValues {
  return {
    title: page.title,
    slug: page.slug,
    page_type: page.pageType,
    published: page.published,
    publish_at: page.publishAt ? businessDateTimeInput(page.publishAt) : "",
    content: {
      image_url: page.content.image_url ?? "",
      catalog_url: page.content.catalog_url ?? "",
      introduction: page.content.introduction ?? "",
      description: page.content.description ?? "",
      sections: page.content.sections ?? [],
      gallery_images: (page.content.gallery_images ?? []).map((image) => ({ url: image.url, alt: image.alt ?? "" })),
      price_cents: page.content.price_cents ? formatPriceInput(page.content.price_cents) : "",
    },
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    meta_keywords: page.metaKeywords,
    tracking_tags: readTrackingTags(page.trackingTags),
    tracking_pixel: page.trackingPixel,
  };
}
