export { KeywordChips } from "./components/keyword-chips";
export { catalogueItemData, type CatalogueItem } from "./catalogue-data";
export { companyBlocks } from "./company-blocks";
export { joinKeywords, parseKeywords } from "./keywords";
export { buildMeta, descriptionLength, jsonLd, type PageImage } from "./meta";
export { seoContext, siteCompany, siteLayoutRouteId } from "./seo-context";
export { breadcrumbData, organizationData, websiteData } from "./structured-data";
