/** What a cached public response shows; a write invalidates the tags it changed. */
export const cacheTags = {
  settings: "settings",
  catalogue: "catalogue",
  blog: "blog",
  policies: "policies",
  home: "special:home",
  about: "special:about",
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];

export const cacheTagsHeader = "x-cache-tags";

/**
 * Headers of a public route: its tags (every public page shows the settings, in the
 * header and footer) tell the page cache it may keep the response.
 */
export function publicCacheHeaders(...tags: CacheTag[]) {
  return { [cacheTagsHeader]: [cacheTags.settings, ...tags].join(" ") };
}
