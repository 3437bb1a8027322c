import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy } from "~/platform/security/content-security-policy.server";
import { longestCachedAddress } from "./cache-key";
import { answerFromCache, clearCache, pageCache, pageCacheSettled, pageCacheUsage } from "./page-cache.server";
import { cacheTags, publicCacheHeaders } from "./tags";
import { memoryInUse } from "./heap.test-support";

// The cap, read once with the rest of the configuration, before any module reads it.
vi.hoisted(() => {
  process.env.PAGE_CACHE_MAX_MB = "2";
  process.env.PAGE_CACHE_MAX_ENTRIES = "100000";
});
const capBytes = 2 * 1024 * 1024;

let server: Server;
let base: string;

beforeAll(() => {
  const app = express();
  app.use(contentSecurityPolicy({ publicUrl: "http://localhost:3000", development: false }));
  app.use(pageCache);
  // A search page: a different 6 KB page for every term, as a visitor can ask for.
  app.get("/produtos", (req, res) => {
    const term = String(req.query.search ?? "");
    res
      .set(publicCacheHeaders(cacheTags.catalogue))
      .type("html")
      .send(`<h1>${term}</h1>${`<p>${term} ${Math.random()}</p>`.repeat(150)}`);
  });
  app.use((_req, res) => {
    res.status(404).set(publicCacheHeaders()).type("html").send("<h1>Página não encontrada</h1>");
  });
  server = http.createServer((req, res) => answerFromCache(req, res, false) || app(req, res)).listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  clearCache();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function visitAll(paths: string[], parallel = 16) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        await (await fetch(`${base}${path}`)).arrayBuffer();
      }
    }),
  );
  await pageCacheSettled();
}

describe("page cache cap", () => {
  it("holds no more than its cap after 10,000 distinct URLs: searches, campaign links, unknown paths", { timeout: 180_000 }, async () => {
    // Warmed up first (compiled code, connections), then emptied: what grows after is the cache.
    await visitAll(
      Array.from({ length: 1_000 }, (_, index) => (index % 2 ? `/produtos?search=aquecimento-${index}` : `/nao-existe-${index}`)),
    );
    clearCache();
    await visitAll(["/produtos?search=aquecimento"]);
    const before = memoryInUse({ withBuffers: true });
    const paths = Array.from({ length: 10_000 }, (_, index) => {
      if (index % 3 === 0) return `/produtos?search=termo-${index}`;
      if (index % 3 === 1) return `/produtos?search=aquecimento&utm_source=campanha-${index}&gclid=${index}`;
      return `/nao-existe-${index}`;
    });
    await visitAll(paths);
    const usage = pageCacheUsage();
    expect(usage.bytes).toBeLessThanOrEqual(capBytes);
    // Only searches are pages of their own: campaign links share one, unknown paths none.
    expect(usage.entries).toBeGreaterThan(10);
    expect(usage.entries).toBeLessThan(3_334);
    // Memory grown by no more than the cap, plus 3 MiB for the test's own 10,000 addresses and V8.
    expect(memoryInUse({ withBuffers: true }) - before).toBeLessThan(capBytes + 3 * 1024 * 1024);
  });

  it("does not keep an absurdly long address", async () => {
    clearCache();
    const long = `/produtos?search=${"x".repeat(longestCachedAddress)}`;
    await visitAll([long]);
    expect(pageCacheUsage().entries).toBe(0);
    expect((await fetch(`${base}${long}`)).headers.get("x-page-cache")).not.toBe("hit");
  });
});
