/** Search engines and sharing: meta tags, structured data and previews. */
export { KeywordChips } from "./components/keyword-chips";
export { catalogueItemData } from "./catalogue-data";
export { companyBlocks } from "./company-blocks";
export { joinKeywords, parseKeywords } from "./keywords";
export { buildMeta, descriptionLength, jsonLd } from "./meta";
export { seoContext, siteLayoutRouteId } from "./seo-context";
export { breadcrumbData } from "./structured-data";
