import { withTrackingPixel, readTrackingTags } from "~/features/tracking/index.server";
import { canonicalPath, pageTypeFromPath } from "./page-types";
import { findRedirect, getPublishedBySlug } from "./queries.server";

/**
 * What a catalogue address shows: the published page with its tracking tags, an address to
 * move to (an old slug, or one page reached under another type's path: one address per page),
 * or nothing.
 */
export async function resolveCatalogueDetail(pathname: string, slug: string) {
  const pathType = pageTypeFromPath(pathname);
  const page = await getPublishedBySlug(slug);
  if (!page) {
    const moved = await findRedirect(slug);
    return moved ? { kind: "moved" as const, to: canonicalPath(moved.pageType, moved.slug) } : { kind: "missing" as const };
  }
  if (!pathType) return { kind: "missing" as const };
  if (page.pageType !== pathType) return { kind: "moved" as const, to: canonicalPath(page.pageType, page.slug) };
  return {
    kind: "page" as const,
    page: {
      title: page.title,
      slug: page.slug,
      pageType: page.pageType,
      content: page.content,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      metaKeywords: page.metaKeywords,
    },
    trackingTags: withTrackingPixel(readTrackingTags(page.trackingTags), page.trackingPixel, `pixel-${page.id}`),
  };
}
