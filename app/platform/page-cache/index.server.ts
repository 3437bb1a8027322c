/** The page cache: public pages kept compressed in memory, their tags and shared-cache headers; this is its server side. */
export { rememberContent } from "./content-memo.server";
export { startInvalidationBroadcast, stopInvalidationBroadcast } from "./invalidation-broadcast.server";
export { answerFromCache, clearCache, forgetTags, invalidateCache, pageCache } from "./page-cache.server";
export { sharedCaching, type SharedCacheTimes } from "./shared-caching.server";
