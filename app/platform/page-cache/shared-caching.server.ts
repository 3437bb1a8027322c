import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { carriesSignedSession } from "~/platform/security/index.server";
import { cacheTagsHeader } from "./tags";

/** How long a CDN or proxy keeps a public page, and then shows it stale while fetching it again (seconds). */
export type SharedCacheTimes = { maxAge: number; staleWhileRevalidate: number };

/** The tags a response declared, once taken off its headers. */
const declaredTags = new WeakMap<ServerResponse, string[]>();
/** The times of a response that a shared cache may keep, if it answers 200 without a cookie. */
const shareableTimes = new WeakMap<ServerResponse, SharedCacheTimes>();

/**
 * The headers a CDN or proxy keeps a public page by: public for `maxAge` seconds, checked by
 * browsers every time (their copy revalidates with its ETag); its tags, comma-separated for
 * Cloudflare's `Cache-Tag` and space-separated for Fastly's `Surrogate-Key`, to purge it by; and
 * the moment it was rendered, never earlier than any content it shows (decision 254).
 */
function sharedCacheHeaders(times: SharedCacheTimes, tags: readonly string[], renderedAt: Date) {
  return {
    "cache-control": `public, max-age=0, s-maxage=${times.maxAge}, stale-while-revalidate=${times.staleWhileRevalidate}`,
    "cache-tag": tags.join(","),
    "surrogate-key": tags.join(" "),
    "last-modified": renderedAt.toUTCString(),
  };
}

/** A page answered 200 with its own cookie is that visitor's (the contact page's clock): only the browser keeps it. */
const personalCacheControl = "private, no-cache";

/**
 * Takes the tags a route declared off the response's headers (they never leave the server) and,
 * for a response a shared cache may keep, sets its public headers. Called as the headers leave,
 * by whichever wrapper sees them first; later calls do nothing.
 */
export function declareCaching(res: ServerResponse, status: number) {
  const header = res.getHeader(cacheTagsHeader);
  if (header === undefined) return;
  res.removeHeader(cacheTagsHeader);
  const tags = String(header).split(" ");
  declaredTags.set(res, tags);
  const times = shareableTimes.get(res);
  if (!times || status !== 200) return;
  if (res.getHeader("set-cookie") !== undefined) {
    res.setHeader("cache-control", personalCacheControl);
    return;
  }
  for (const [name, value] of Object.entries(sharedCacheHeaders(times, tags, new Date()))) res.setHeader(name, value);
}

/** The tags the response declared, once its headers left. */
export function tagsOf(res: ServerResponse) {
  return declaredTags.get(res) ?? [];
}

type SharedCachingOptions = {
  /** The site's times, read from the settings. */
  times: () => Promise<SharedCacheTimes>;
  /** Addresses no shared cache may keep, whatever they declare: the back office, previews, the API. */
  isPrivate: (path: string) => boolean;
};

function mayBeShared(req: IncomingMessage & { path: string }, isPrivate: (path: string) => boolean) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return !isPrivate(req.path) && !carriesSignedSession(req.headers.cookie);
}

/**
 * Lets CDNs and proxies keep the anonymous public pages (a route declares its cache tags with
 * `publicCacheHeaders`). Anything else keeps the headers it has: staff answers, posts, errors,
 * redirects and the API are never made public.
 */
export function sharedCaching({ times, isPrivate }: SharedCachingOptions): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      declareCaching(res, typeof args[0] === "number" ? args[0] : res.statusCode);
      return writeHead(...args);
    }) as typeof res.writeHead;
    if (!mayBeShared(req, isPrivate)) return next();
    times().then(
      (read) => {
        shareableTimes.set(res, read);
        next();
      },
      // Without its settings a page is not made public; what failed is the page's own to report.
      () => next(),
    );
  };
}
