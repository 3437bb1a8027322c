import { cacheTags } from "~/platform/page-cache";
import { rememberContent, type SharedCacheTimes } from "~/platform/page-cache/index.server";
import { getSetting } from "./queries.server";
import { readSharedCache, sharedCacheKey } from "./shared-cache";

/** The times a CDN or proxy may keep the public pages, read once until the settings change. */
export function getSharedCacheTimes(): Promise<SharedCacheTimes> {
  return rememberContent("shared-cache-times", [cacheTags.settings], async () => {
    const stored = readSharedCache(await getSetting(sharedCacheKey));
    return { maxAge: stored.max_age, staleWhileRevalidate: stored.stale_while_revalidate };
  });
}
