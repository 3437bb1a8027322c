export { KeywordChips } from "./components/keyword-chips";
export { JsonLdScript } from "./json-ld-script";
export { joinKeywords, parseKeywords } from "./keywords";
export { buildMeta, descriptionLength, jsonLd } from "./meta";
export { seoContext, siteLayoutRouteId } from "./seo-context";
export { breadcrumbData, organizationData } from "./structured-data";
