/** The catalogue of products, services and imported items: pages, search, editor and lists. */
export { adminListHref, pageListSizes, readAdminListParams } from "./admin-list-params";
export { toCardView } from "./card-view";
export { AdminPageCard } from "./components/admin-page-card";
export { CataloguePageView } from "./components/catalogue-page-view";
export { PageCard } from "./components/page-card";
export { PageEditor, emptyPage, type PageEditorValues } from "./components/page-editor";
export { pageEditorValues } from "./editor-values";
export { withMainImageFirst } from "./gallery-order";
export { SearchBox } from "./components/search-box";
export { pageFormSchema, pageMessages, pageSlug } from "./page-schema";
export { canonicalPath, pageTypeFromPath, pageTypeInfo } from "./page-types";
export { searchRules, type SearchSuggestion } from "./search-rules";
