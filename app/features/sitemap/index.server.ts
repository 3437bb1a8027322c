/** The sitemap search engines read. */
export { sitemapEntries } from "./entries.server";
export { sitemapXml } from "./sitemap-xml";
