/** The catalogue of products, services and imported items: pages, search, editor and lists; this is its server side. */
export { getPageForEdit, loadAdminPageList } from "./admin-queries.server";
export { resolveCatalogueDetail } from "./detail.server";
export { createPage, deletePage, updatePage } from "./page-service.server";
export {
  listLatestPublished,
  listPublished,
  listPublishedForSitemap,
  searchPublished,
  searchPublishedAnyWord,
  searchPublishedSimilar,
} from "./queries.server";
export { pageHistory } from "./history.server";
export { existingCatalogueIds, searchCatalogueItems } from "./proposal-items.server";
