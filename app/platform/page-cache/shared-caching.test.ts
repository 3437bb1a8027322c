import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { makeSignature } from "better-auth/crypto";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config/env.server";
import { contentSecurityPolicy } from "~/platform/security/content-security-policy.server";
import { answerFromCache, clearCache, invalidateCache, pageCache, pageCacheSettled } from "./page-cache.server";
import { sharedCaching, type SharedCacheTimes } from "./shared-caching.server";
import { cacheTags, publicCacheHeaders } from "./tags";

let server: Server;
let base = "";
let times: SharedCacheTimes = { maxAge: 60, staleWhileRevalidate: 600 };
let renders = 0;
let settingsUnreadable = false;

beforeAll(async () => {
  const app = express();
  app.use(contentSecurityPolicy({ publicUrl: "http://localhost:3000", development: false }));
  app.use(compression());
  const readTimes = async () => {
    if (settingsUnreadable) throw new Error("banco indisponível");
    return times;
  };
  app.use(sharedCaching({ times: readTimes, isPrivate: (path) => /^\/(api|admin)(\/|$)/i.test(path) }));
  app.use(pageCache);
  app.get("/produtos", (_req, res) => {
    renders++;
    res.set(publicCacheHeaders(cacheTags.catalogue)).type("html").send("<h1>Produtos</h1>");
  });
  app.post("/produtos", (_req, res) => {
    res.set(publicCacheHeaders(cacheTags.catalogue)).type("html").send("<h1>Enviado</h1>");
  });
  app.get("/sumiu", (_req, res) => {
    res.status(404).set(publicCacheHeaders(cacheTags.catalogue)).type("html").send("<h1>Página não encontrada</h1>");
  });
  app.get("/admin", (_req, res) => {
    res.set(publicCacheHeaders()).type("html").send("<h1>Painel</h1>");
  });
  app.get("/api/search", (_req, res) => {
    res.set(publicCacheHeaders(cacheTags.catalogue)).json({ results: [] });
  });
  app.get("/preferencias", (_req, res) => {
    res.set(publicCacheHeaders()).cookie("preferencia", "1").type("html").send("<h1>Suas preferências</h1>");
  });
  // As server/app.ts does: a stored page is answered before Express, and the contact page's clock is stamped on every answer.
  server = http
    .createServer((req, res) => {
      if (req.url?.startsWith("/contato")) res.setHeader("set-cookie", `relogio=${Date.now()}`);
      if (!answerFromCache(req, res, false)) app(req, res);
    })
    .listen(0);
  app.get("/contato", (_req, res) => {
    res.set(publicCacheHeaders()).type("html").send("<h1>Contato</h1>");
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  clearCache();
  renders = 0;
  times = { maxAge: 60, staleWhileRevalidate: 600 };
});

const sharedHeaders = ["cache-control", "cache-tag", "surrogate-key", "last-modified"] as const;

async function visit(path: string, init?: RequestInit) {
  const response = await fetch(`${base}${path}`, init);
  await response.arrayBuffer();
  await pageCacheSettled();
  const headers = Object.fromEntries(sharedHeaders.map((name) => [name, response.headers.get(name)]));
  return { status: response.status, cache: response.headers.get("x-page-cache"), headers, response };
}

/** A conditional request as a browser or a proxy sends it: fetch() would add `Cache-Control: no-cache`. */
function conditional(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | undefined> }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        res.resume();
        res.on("end", () => {
          const shared = Object.fromEntries(sharedHeaders.map((name) => [name, res.headers[name] as string | undefined]));
          resolve({ status: res.statusCode ?? 0, headers: shared });
        });
      })
      .on("error", reject);
  });
}

async function staffCookie() {
  const token = "sessaoDaEquipe0123456789abcdefgh";
  return `better-auth.session_token=${encodeURIComponent(`${token}.${await makeSignature(token, config().authSecret!)}`)}`;
}

describe("headers for CDNs and proxies", () => {
  it("lets shared caches keep a public page by the settings' times, with its tags and date, the same on a miss and a hit", async () => {
    const miss = await visit("/produtos");
    expect(miss.cache).toBe("miss");
    expect(miss.headers).toEqual({
      "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
      "cache-tag": "settings,catalogue",
      "surrogate-key": "settings catalogue",
      "last-modified": expect.stringMatching(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/),
    });
    expect(miss.response.headers.get("x-cache-tags")).toBeNull();
    for (const encoding of ["br", "gzip", "identity"]) {
      const hit = await visit("/produtos", { headers: { "accept-encoding": encoding } });
      expect(hit.cache).toBe("hit");
      expect(hit.headers).toEqual(miss.headers);
    }
    expect(renders).toBe(1);
  });

  it("answers 304 with the same headers, by ETag or by date, and 200 to a date before the page", async () => {
    const miss = await visit("/produtos", { headers: { "accept-encoding": "gzip" } });
    const etag = (await visit("/produtos", { headers: { "accept-encoding": "gzip" } })).response.headers.get("etag")!;
    const lastModified = miss.headers["last-modified"]!;
    const byTag = await conditional("/produtos", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(byTag).toEqual({ status: 304, headers: miss.headers });
    const byDate = await conditional("/produtos", { "accept-encoding": "gzip", "if-modified-since": lastModified });
    expect(byDate).toEqual({ status: 304, headers: miss.headers });
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await conditional("/produtos", { "if-modified-since": earlier })).status).toBe(200);
    // With an ETag that does not match, the date does not count.
    expect((await conditional("/produtos", { "if-none-match": '"outra"', "if-modified-since": lastModified })).status).toBe(200);
    expect(renders).toBe(1);
  });

  it("takes new times from the settings once they change: the settings tag drops every stored page", async () => {
    await visit("/produtos");
    times = { maxAge: 300, staleWhileRevalidate: 0 };
    await invalidateCache(cacheTags.settings);
    const after = await visit("/produtos");
    expect(after.cache).toBe("miss");
    expect(after.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=0");
    expect((await visit("/produtos")).headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=0");
  });

  it("never makes public a page for signed-in staff, a POST, an error, the back office or the API", async () => {
    const none = { "cache-control": null, "cache-tag": null, "surrogate-key": null, "last-modified": null };
    const cookie = await staffCookie();
    expect((await visit("/produtos", { headers: { cookie } })).headers).toEqual(none);
    expect((await visit("/produtos", { method: "POST" })).headers).toEqual(none);
    expect((await visit("/sumiu")).headers).toEqual(none);
    expect((await visit("/admin")).headers).toEqual(none);
    expect((await visit("/api/search")).headers).toEqual(none);
    for (const path of ["/produtos", "/sumiu", "/admin", "/api/search"]) {
      expect((await fetch(`${base}${path}`, { headers: { cookie } })).headers.get("x-cache-tags"), path).toBeNull();
    }
  });

  it("keeps a page with a cookie of its visitor in the browser only: the contact page's clock, stored or not", async () => {
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) answers.push(await visit("/contato"));
    expect(answers.map((answer) => answer.cache)).toEqual(["miss", "hit", "hit"]);
    for (const answer of answers) {
      expect(answer.headers).toEqual({
        "cache-control": "private, no-cache",
        "cache-tag": null,
        "surrogate-key": null,
        "last-modified": null,
      });
      expect(answer.response.headers.getSetCookie()).toEqual([expect.stringMatching(/^relogio=\d+$/)]);
    }
    const personal = await visit("/preferencias");
    expect(personal.headers["cache-control"]).toBe("private, no-cache");
    expect(personal.headers["cache-tag"]).toBeNull();
  });

  it("keeps a page private to shared caches when its settings cannot be read, and still answers it", async () => {
    settingsUnreadable = true;
    try {
      const answer = await visit("/produtos");
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBeNull();
    } finally {
      settingsUnreadable = false;
    }
  });

  it("sends HEAD the headers of GET", async () => {
    const head = await visit("/produtos", { method: "HEAD" });
    expect(head.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(head.headers["surrogate-key"]).toBe("settings catalogue");
  });
});
