export { sitemapEntries } from "./entries.server";
export { sitemapXml } from "./sitemap-xml";
