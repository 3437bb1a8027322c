import { asc, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { PageType } from "~/db/schema";
import { pages } from "~/db/schema";
import { readTrackingTags } from "~/features/tracking/index.server";

export type PageWithAnalytics = { id: string; title: string; slug: string; pageType: PageType; hasGoogleAnalytics: boolean };

/**
 * Whether a page has Google Analytics: its pixel mentions gtag, google or analytics, a tag's name
 * google or analytics, or a tag's code gtag; in any case.
 */
export function detectsGoogleAnalytics(pixel: string, storedTags: unknown) {
  if (/gtag|google|analytics/i.test(pixel)) return true;
  return readTrackingTags(storedTags).some((tag) => /google|analytics/i.test(tag.name) || /gtag/i.test(tag.content));
}

/** Pages with a tracking pixel or tracking tags, for the table on top of the reports. */
export async function listPagesWithAnalytics(): Promise<PageWithAnalytics[]> {
  const rows = await db()
    .select({
      id: pages.id,
      title: pages.title,
      slug: pages.slug,
      pageType: pages.pageType,
      trackingPixel: pages.trackingPixel,
      trackingTags: pages.trackingTags,
    })
    .from(pages)
    .where(
      sql`btrim(${pages.trackingPixel}) <> '' or (jsonb_typeof(${pages.trackingTags}) = 'array' and jsonb_array_length(${pages.trackingTags}) > 0)`,
    )
    .orderBy(asc(pages.slug));
  return rows
    .filter((row) => row.trackingPixel.trim() || readTrackingTags(row.trackingTags).length > 0)
    .sort((a, b) => a.title.localeCompare(b.title, "pt-BR"))
    .map(({ trackingPixel, trackingTags, ...page }) => ({
      ...page,
      hasGoogleAnalytics: detectsGoogleAnalytics(trackingPixel, trackingTags),
    }));
}
