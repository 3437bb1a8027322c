import { config } from "~/config/env.server";
import { blogFeed } from "~/features/blog";
import { blogFeedXml } from "~/features/blog/index.server";
import { cacheTags, publicCacheHeaders } from "~/platform/page-cache";
import { getSiteChrome } from "~/features/site-layout/index.server";

/** The blog's newest posts as RSS 2.0, kept by the page cache like the blog itself. */
export async function loader() {
  const { company } = await getSiteChrome();
  const body = await blogFeedXml({ publicUrl: config().publicUrl, siteName: company?.name ?? "" });
  return new Response(body, {
    headers: { "content-type": `${blogFeed.type}; charset=utf-8`, ...publicCacheHeaders(cacheTags.blog) },
  });
}
