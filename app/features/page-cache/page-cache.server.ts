import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { broadcastInvalidation } from "./invalidation-broadcast.server";
import { cacheTagsHeader, type CacheTag } from "./tags";

/**
 * A stored body is cut where the nonce of the response that rendered it stood: each hit joins
 * the pieces around the nonce of its own response, which its Content-Security-Policy names.
 */
type Entry = { status: number; headers: Record<string, string>; pieces: Buffer[]; size: number; tags: string[] };

function cutAtNonce(body: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [body];
  const pieces: Buffer[] = [];
  let start = 0;
  for (let found = body.indexOf(nonce, start); found !== -1; found = body.indexOf(nonce, start)) {
    pieces.push(body.subarray(start, found));
    start = found + nonce.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

function joinWithNonce(pieces: Buffer[], nonce: string | undefined): Buffer {
  if (pieces.length === 1) return pieces[0] as Buffer;
  const glue = Buffer.from(nonce ?? "");
  return Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [glue, piece])));
}

/**
 * Invalidations are numbered. A response rendered while one of its tags was invalidated
 * may show the old content, so it is not kept: the next request renders again.
 */
type Invalidations = { count: number; byTag: Map<string, number>; cleared: number };

const globalStore = globalThis as typeof globalThis & {
  __pageCache?: LRUCache<string, Entry>;
  __pageCacheInvalidations?: Invalidations;
};

function invalidations() {
  globalStore.__pageCacheInvalidations ??= { count: 0, byTag: new Map(), cleared: 0 };
  return globalStore.__pageCacheInvalidations;
}

function invalidatedSince(started: number, tags: string[]) {
  const state = invalidations();
  return state.cleared > started || tags.some((tag) => (state.byTag.get(tag) ?? 0) > started);
}

function store() {
  globalStore.__pageCache ??= new LRUCache<string, Entry>({
    // Bounded by size, so memory stays flat whatever number of addresses is visited.
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.size + 512,
  });
  return globalStore.__pageCache;
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

/** Drops every cached response that shows any of these tags, on every instance. */
export async function invalidateCache(...tags: CacheTag[]) {
  forgetTags(tags);
  await broadcastInvalidation(tags);
}

export function clearCache() {
  const state = invalidations();
  state.cleared = ++state.count;
  store().clear();
}

const sessionCookie = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;
const skippedPrefixes = ["/admin", "/api/admin", "/api/auth", "/api/visits", "/api/chat", "/uploads/", "/images/", "/assets/"];

function cacheable(req: Request) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (skippedPrefixes.some((prefix) => req.path.startsWith(prefix))) return false;
  // Staff browsing the site get fresh pages; visitors never carry this cookie.
  return !sessionCookie.test(req.headers.cookie ?? "");
}

/**
 * Serves anonymous public responses from memory. A route opts in by sending its cache
 * tags; the header is kept server-side. Sits after compression, which then compresses hits too.
 */
export function pageCache(req: Request, res: Response, next: NextFunction) {
  if (!cacheable(req)) return next();
  const key = req.originalUrl;
  const hit = store().get(key);
  if (hit) {
    res.status(hit.status).set(hit.headers).set("x-page-cache", "hit");
    res.end(req.method === "HEAD" ? undefined : joinWithNonce(hit.pieces, res.locals.cspNonce));
    return;
  }
  if (req.method === "HEAD") return next();

  const started = invalidations().count;
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
  };
  let tags: string[] = [];
  // The tags header is read and removed before the headers leave, whichever call sends them.
  const takeTags = () => {
    const header = res.getHeader(cacheTagsHeader);
    if (header === undefined) return;
    tags = String(header).split(" ");
    res.removeHeader(cacheTagsHeader);
  };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    takeTags();
    return writeHead(...args);
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!res.headersSent) takeTags();
    collect(chunk, rest[0]);
    if (tags.length > 0 && res.statusCode === 200 && !res.getHeader("set-cookie") && !invalidatedSince(started, tags)) {
      const headers: Record<string, string> = {};
      for (const name of ["content-type", "cache-control", "link", "vary"]) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const body = Buffer.concat(chunks);
      store().set(key, { status: 200, headers, pieces: cutAtNonce(body, res.locals.cspNonce), size: body.byteLength, tags });
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
  res.set("x-page-cache", "miss");
  next();
}
