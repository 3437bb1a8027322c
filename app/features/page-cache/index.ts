export { cacheTags, publicCacheHeaders, type CacheTag } from "./tags";
