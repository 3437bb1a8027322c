import { cacheTags } from "~/platform/page-cache";
import { rememberContent } from "~/platform/page-cache/index.server";
import { mediaDetailsOf } from "~/features/media/index.server";
import { getHomePageForVisitors } from "./queries.server";

/**
 * The site's sharing image: the home page's Open Graph image (else its SEO image), shown by every
 * page that has none of its own (decision 250), with the library's size and description. A media
 * edit invalidates the home's tag, so this is read again after one.
 */
export function getSiteShareImage() {
  return rememberContent("special:home:share-image", [cacheTags.home], async () => {
    const home = await getHomePageForVisitors();
    const url = home ? home.content.og_image_url || home.seoImageUrl : "";
    if (!home || !url) return null;
    const details = (await mediaDetailsOf([url]))[url];
    const banner = home.content.banner_settings;
    const alt = (banner.url === url ? banner.alt.trim() : "") || details?.alt || home.content.hero_title;
    return { url, alt, width: details?.width ?? null, height: details?.height ?? null };
  });
}
