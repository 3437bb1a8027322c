import { escapeMarkup } from "~/lib/text";

/** One address of the sitemap: its path on the site and when what it shows last changed. */
export type SitemapEntry = { path: string; lastModified: Date | undefined };

/** The sitemaps.org 0.9 document of these addresses (validated against tests/schemas/sitemap.xsd). */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]) {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeMarkup(publicUrl + entry.path)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}
