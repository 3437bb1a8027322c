/** The page cache: public pages kept compressed in memory, their tags and shared-cache headers. */
export { cacheTags, publicCacheHeaders, type CacheTag } from "./tags";
