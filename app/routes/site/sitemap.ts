import { config } from "~/config/env.server";
import { cacheTags, publicCacheHeaders } from "~/platform/page-cache";
import { sitemapEntries, sitemapXml } from "~/features/sitemap/index.server";

/** Every public address: the fixed pages, each published catalogue page and post, each dated. */
export async function loader() {
  return new Response(sitemapXml(config().publicUrl, await sitemapEntries()), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      ...publicCacheHeaders(cacheTags.catalogue, cacheTags.blog, cacheTags.home, cacheTags.about, cacheTags.policies),
    },
  });
}
