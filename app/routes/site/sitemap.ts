import { config } from "~/config/env.server";
import { listPublishedPostsForSitemap } from "~/features/blog/index.server";
import { canonicalPath } from "~/features/catalogue";
import { listPublishedForSitemap } from "~/features/catalogue/index.server";
import { cacheTags, publicCacheHeaders } from "~/features/page-cache";

const staticPaths = ["/", "/quem-somos", "/produtos", "/servicos", "/importados", "/blog", "/contato", "/politicas"];

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every public address: the fixed pages, each published catalogue page and post. */
export async function loader() {
  const { publicUrl } = config();
  const [pages, posts] = await Promise.all([listPublishedForSitemap(), listPublishedPostsForSitemap()]);
  const entries = [
    ...staticPaths.map((path) => ({ path, updatedAt: undefined as Date | undefined })),
    ...pages.map((page) => ({ path: canonicalPath(page.pageType, page.slug), updatedAt: page.updatedAt })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, updatedAt: post.updatedAt })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries
  .map(
    (entry) =>
      `  <url><loc>${escapeXml(publicUrl + entry.path)}</loc>${entry.updatedAt ? `<lastmod>${entry.updatedAt.toISOString()}</lastmod>` : ""}</url>`,
  )
  .join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", ...publicCacheHeaders(cacheTags.catalogue, cacheTags.blog) },
  });
}
