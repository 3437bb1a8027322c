import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import { config } from "~/config/env.server";
import { logger } from "~/lib/logger.server";
import { requestPurge } from "~/platform/cdn-purge/index.server";
import { carriesSignedSession, servedOverHttps } from "~/platform/security/index.server";
import { pageCacheKey } from "./cache-key";
import { preferredEncoding } from "./encoding";
import { broadcastInvalidation } from "./invalidation-broadcast.server";
import { brotliQualityFor, preparePage, type PreparedPage } from "./prepared-page.server";
import { declareCaching, tagsOf } from "./shared-caching.server";
import type { CacheTag } from "./tags";
import { remember } from "~/lib/remember";

/**
 * Invalidations are numbered. A response rendered while one of its tags was invalidated
 * may show the old content, so it is not kept: the next request renders again.
 */
type Invalidations = { count: number; byTag: Map<string, number>; cleared: number };

function invalidations() {
  return remember<Invalidations>("page-cache-invalidations", () => ({ count: 0, byTag: new Map(), cleared: 0 }));
}

/** The number of the latest invalidation: content read after this moment is at least that fresh. */
export function invalidationMark() {
  return invalidations().count;
}

/** Whether any of the tags (or the whole cache) was invalidated after the given mark. */
export function invalidatedSince(started: number, tags: readonly string[]) {
  const state = invalidations();
  return state.cleared > started || tags.some((tag) => (state.byTag.get(tag) ?? 0) > started);
}

/**
 * What one stored page costs beyond its bodies: its nine header objects (three encodings, HTTP,
 * HTTPS and 304), the entry's other objects and the LRU's node. Measured: about 4 KB.
 */
const entryOverhead = 4096;

function store() {
  return remember("page-cache", () => {
    const { maxBytes, maxEntries } = config().pageCache;
    // Both bounds, whatever number of addresses is visited: entries and bytes, the key included.
    return new LRUCache<string, PreparedPage>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (page, key) => page.size + key.length * 2 + entryOverhead,
    });
  });
}

/** What the cache holds now, as it counts it. */
export function pageCacheUsage() {
  const cache = store();
  return { entries: cache.size, bytes: cache.calculatedSize };
}

/** Drops this instance's cached responses that show any of these tags. */
export function forgetTags(tags: readonly string[]) {
  const state = invalidations();
  state.count++;
  for (const tag of tags) state.byTag.set(tag, state.count);
  const cache = store();
  for (const [key, entry] of cache.entries()) {
    if (entry.tags.some((tag) => tags.includes(tag))) cache.delete(key);
  }
}

/**
 * Drops every cached response that shows any of these tags, on every instance, and has the CDN
 * drop its copies: this instance alone queues that purge, the others only hear the change.
 */
export async function invalidateCache(...tags: CacheTag[]) {
  forgetTags(tags);
  await Promise.all([broadcastInvalidation(tags), requestPurge(tags)]);
}

export function clearCache() {
  const state = invalidations();
  state.cleared = ++state.count;
  store().clear();
}

const skippedPrefixes = ["/admin", "/api/admin", "/api/auth", "/api/visits", "/api/chat", "/uploads/", "/images/", "/assets/"];

/** The key of a request the cache may answer or keep; undefined for any other. */
function keyOf(req: IncomingMessage) {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "/";
  if (skippedPrefixes.some((prefix) => url.startsWith(prefix))) return undefined;
  // Staff browsing the site get fresh pages; a session cookie this server did not sign is a visitor's.
  if (carriesSignedSession(req.headers.cookie)) return undefined;
  return pageCacheKey(url);
}

/**
 * Answers a request from a stored page, if there is one: the variant its Accept-Encoding
 * prefers, or 304 when it already holds it (by its ETag, or by its date when it sent no ETag).
 * Runs before Express (server/app.ts), so a hit costs a lookup and one write; returns false,
 * having done nothing, when the page is not stored.
 */
export function answerFromCache(req: IncomingMessage, res: ServerResponse, overHttps: boolean) {
  const key = keyOf(req);
  const page = key === undefined ? undefined : store().get(key);
  if (!page) return false;
  const variant = page.variants[preferredEncoding(req.headers["accept-encoding"])];
  const conditional = req.headers["if-none-match"] !== undefined || req.headers["if-modified-since"] !== undefined;
  // As HTTP has it, the date counts only without an entity tag; a page has one only when shared caches may keep it.
  if (conditional && fresh(req.headers, { etag: variant.etag, "last-modified": page.lastModified })) {
    res.writeHead(304, variant.notModified).end();
    return true;
  }
  res.writeHead(200, overHttps ? variant.ok.https : variant.ok.http);
  res.end(req.method === "HEAD" ? undefined : variant.body);
  return true;
}

/**
 * Keeps anonymous public pages: a route opts in by sending its cache tags, a header kept
 * server-side. The page is stored once compressed; until then the next requests render too.
 * Also answers hits itself, for a server that does not call `answerFromCache` first.
 */
export function pageCache(req: Request, res: Response, next: NextFunction) {
  if (answerFromCache(req, res, servedOverHttps(req, config().publicUrl))) return;
  const key = keyOf(req);
  if (key === undefined) return next();
  if (req.method === "HEAD") return next();

  const started = invalidations().count;
  // A cookie set before the page renders belongs to the request (the contact form's clock); one the page sets makes it personal.
  const cookiesBefore = res.getHeader("set-cookie");
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
  };
  // The tags are taken, and the headers for shared caches set, before the headers leave, whichever call sends them.
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    declareCaching(res, typeof args[0] === "number" ? args[0] : res.statusCode);
    return writeHead(...args);
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!res.headersSent) declareCaching(res, res.statusCode);
    collect(chunk, rest[0]);
    const nonce = res.locals.cspNonce;
    const tags = tagsOf(res);
    if (
      tags.length > 0 &&
      nonce &&
      res.statusCode === 200 &&
      res.getHeader("set-cookie") === cookiesBefore &&
      !invalidatedSince(started, tags)
    ) {
      keep(key, started, { body: Buffer.concat(chunks), rendered: res.getHeaders(), nonce, tags });
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
  res.set("x-page-cache", "miss");
  next();
}

const beingStored = new Set<Promise<void>>();

/** Resolves once the pages being compressed now are stored (or dropped). */
export async function pageCacheSettled() {
  await Promise.all(beingStored);
}

function keep(key: string, started: number, rendered: Omit<Parameters<typeof preparePage>[0], "development" | "brotliQuality">) {
  const storing = preparePage({ ...rendered, development: config().env === "development", brotliQuality: brotliQualityFor(key) })
    .then((page) => {
      // Compressing takes a moment: an edit meanwhile means this page may be stale.
      if (!invalidatedSince(started, page.tags)) store().set(key, page);
    })
    // Not kept: the next request renders the page again.
    .catch((error: unknown) => logger.warn({ err: error }, "could not store a page in the page cache"))
    .finally(() => beingStored.delete(storing));
  beingStored.add(storing);
}
