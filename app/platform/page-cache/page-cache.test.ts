import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { makeSignature } from "better-auth/crypto";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config/env.server";
import { contentSecurityPolicy } from "~/platform/security/content-security-policy.server";
import { answerFromCache, clearCache, invalidateCache, pageCache, pageCacheSettled } from "./page-cache.server";
import { cacheTags, publicCacheHeaders } from "./tags";

let app: express.Express;
let server: Server;
let base: string;
let renders = 0;
let content = "primeira versão";
let releaseSlow = () => {};

beforeAll(async () => {
  app = express();
  app.use(contentSecurityPolicy({ publicUrl: "http://localhost:3000", development: false }));
  app.use(compression());
  app.use(pageCache);
  app.get("/produtos", (req, res) => {
    renders++;
    const search = typeof req.query.search === "string" ? ` — busca: ${req.query.search}` : "";
    res.set(publicCacheHeaders(cacheTags.catalogue)).type("html").send(`<h1>${content}${search}</h1>`);
  });
  app.get("/politicas", (_req, res) => {
    renders++;
    res.set(publicCacheHeaders(cacheTags.policies)).type("html").send(`<h1>${content}</h1>`);
  });
  app.get("/lento", async (_req, res) => {
    renders++;
    const shown = content;
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    res.set(publicCacheHeaders(cacheTags.settings)).type("html").send(`<h1>${shown}</h1>`);
  });
  app.get("/com-scripts", (_req, res) => {
    renders++;
    const nonce = res.locals.cspNonce;
    res
      .set(publicCacheHeaders(cacheTags.catalogue))
      .type("html")
      .send(`<script nonce="${nonce}">1</script><p>${content}</p><script nonce="${nonce}" type="module"></script>`);
  });
  app.get("/com-cookie", (_req, res) => {
    renders++;
    res.set(publicCacheHeaders()).cookie("preferencia", "1").type("html").send("<h1>pessoal</h1>");
  });
  app.get("/sem-tags", (_req, res) => {
    renders++;
    res.type("html").send("<h1>sem tags</h1>");
  });
  app.get("/erro", (_req, res) => {
    renders++;
    res.status(500).set(publicCacheHeaders()).send("falhou");
  });
  app.get("/admin", (_req, res) => {
    renders++;
    res.set(publicCacheHeaders()).send("painel");
  });
  // As server/app.ts does: a stored page is answered before Express.
  server = http.createServer((req, res) => answerFromCache(req, res, false) || app(req, res)).listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A session cookie as better-auth signs it with this server's secret. */
async function signedSessionCookie() {
  const token = "sessaoDaEquipe0123456789abcdefgh";
  return encodeURIComponent(`${token}.${await makeSignature(token, config().authSecret!)}`);
}

/** A page is stored once compressed: the test waits for that before asking again. */
async function visit(path: string, init?: RequestInit) {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  await pageCacheSettled();
  return { response, text };
}

/** The raw bytes and headers of an answer, undecoded. */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

function decoded(body: Buffer, encoding: string | undefined) {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(body).toString();
  return body.toString();
}

beforeEach(() => {
  clearCache();
  renders = 0;
  content = "primeira versão";
});

describe("page cache", () => {
  it("renders once, then serves the same page from memory without the tags header", async () => {
    const first = await visit("/produtos");
    expect(first.response.headers.get("x-page-cache")).toBe("miss");
    expect(first.text).toBe("<h1>primeira versão</h1>");
    const second = await fetch(`${base}/produtos`, { headers: { "accept-encoding": "gzip" } });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("x-cache-tags")).toBeNull();
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(await second.text()).toBe("<h1>primeira versão</h1>");
    expect(renders).toBe(1);
  });

  it("shows an edit on the next request once the edited content's tag is invalidated, and only that", async () => {
    await visit("/produtos");
    await visit("/politicas");
    content = "versão editada";
    await invalidateCache(cacheTags.catalogue);
    expect(await (await fetch(`${base}/produtos`)).text()).toBe("<h1>versão editada</h1>");
    expect(await (await fetch(`${base}/politicas`)).text()).toBe("<h1>primeira versão</h1>");
  });

  it("a settings change refreshes every public page, since every page shows the settings", async () => {
    await visit("/produtos");
    await visit("/politicas");
    await invalidateCache(cacheTags.settings);
    renders = 0;
    await fetch(`${base}/produtos`);
    await fetch(`${base}/politicas`);
    expect(renders).toBe(2);
  });

  it("does not keep a page rendered while its content was invalidated, so the edit shows next", async () => {
    const stale = fetch(`${base}/lento`);
    await expect.poll(() => renders).toBe(1);
    content = "versão editada";
    await invalidateCache(cacheTags.settings);
    releaseSlow();
    expect(await (await stale).text()).toBe("<h1>primeira versão</h1>");

    const fresh = fetch(`${base}/lento`);
    await expect.poll(() => renders).toBe(2);
    releaseSlow();
    const response = await fresh;
    expect(response.headers.get("x-page-cache")).toBe("miss");
    expect(await response.text()).toBe("<h1>versão editada</h1>");
  });

  it("never caches untagged responses, errors, the back office or signed-in staff", async () => {
    const session = `better-auth.session_token=${await signedSessionCookie()}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      await visit("/sem-tags");
      await visit("/erro");
      await visit("/admin");
      await visit("/produtos", { headers: { cookie: session } });
    }
    expect(renders).toBe(8);
  });

  it("answers a forged session cookie from the cache: only a session this server signed gets a fresh page", async () => {
    await visit("/produtos");
    const rendered = renders;
    const forged = await visit("/produtos", { headers: { cookie: `better-auth.session_token=${"a".repeat(32)}.${"b".repeat(43)}=` } });
    expect(forged.response.headers.get("x-page-cache")).toBe("hit");
    const signed = await visit("/produtos", { headers: { cookie: `better-auth.session_token=${await signedSessionCookie()}` } });
    expect(signed.response.headers.get("x-page-cache")).not.toBe("hit");
    expect(renders).toBe(rendered + 1);
  });

  it("keeps a page whose request got a cookie before it rendered, and never the cookie; not a page that sets one itself", async () => {
    // As the contact page's clock: stamped on every answer by the server, before the page and the cache.
    const stamping = http.createServer((req, res) => {
      res.setHeader("set-cookie", `relogio=${Date.now()}`);
      if (!answerFromCache(req, res, false)) app(req, res);
    });
    stamping.listen(0);
    const stampingBase = `http://127.0.0.1:${(stamping.address() as AddressInfo).port}`;
    try {
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await fetch(`${stampingBase}/politicas`);
        await response.text();
        await pageCacheSettled();
        answers.push([response.headers.get("x-page-cache"), response.headers.getSetCookie()]);
      }
      expect(answers.map(([cache]) => cache)).toEqual(["miss", "hit", "hit"]);
      expect(answers.map(([, cookies]) => cookies)).toEqual([
        [expect.stringMatching(/^relogio=\d+$/)],
        [expect.stringMatching(/^relogio=\d+$/)],
        [expect.stringMatching(/^relogio=\d+$/)],
      ]);
    } finally {
      stamping.close();
    }
    for (let attempt = 0; attempt < 2; attempt++) await visit("/com-cookie");
    expect(renders).toBe(3);
  });

  it("serves a cached page with the nonce it was rendered with, the one its fixed policy names", async () => {
    const nonces: string[] = [];
    for (const expected of ["miss", "hit", "hit"]) {
      const { response, text } = await visit("/com-scripts", { headers: { "accept-encoding": "gzip" } });
      expect(response.headers.get("x-page-cache")).toBe(expected);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
      expect(nonce).not.toBe("");
      expect(text).toBe(`<script nonce="${nonce}">1</script><p>primeira versão</p><script nonce="${nonce}" type="module"></script>`);
      nonces.push(nonce);
    }
    expect(renders).toBe(1);
    expect(new Set(nonces).size).toBe(1);
  });

  it("answers a hit with its length and a strong ETag, and 304 without a body to a browser that holds it", async () => {
    await visit("/produtos");
    const hit = await raw("/produtos", { "accept-encoding": "br, gzip" });
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(hit.headers["content-length"])).toBe(hit.body.byteLength);
    const etag = hit.headers.etag ?? "";
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await raw("/produtos", { "accept-encoding": "br, gzip", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // Another encoding is another representation: the browser's copy of it is not this one.
    expect((await raw("/produtos", { "accept-encoding": "gzip", "if-none-match": etag })).status).toBe(200);
    expect(renders).toBe(1);
  });

  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    ["", undefined],
    ["br;q=0, gzip;q=0", undefined],
  ])("sends a hit asked with Accept-Encoding '%s' as %s, stored compressed once", async (accept, encoding) => {
    await visit("/produtos");
    const hit = await raw("/produtos", accept ? { "accept-encoding": accept } : {});
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.headers["content-encoding"]).toBe(encoding);
    expect(hit.headers.vary).toBe("Accept-Encoding");
    expect(Number(hit.headers["content-length"])).toBe(hit.body.byteLength);
    expect(decoded(hit.body, encoding)).toBe("<h1>primeira versão</h1>");
    expect(renders).toBe(1);
  });

  it("serves a campaign link from the cache: tracking parameters are not part of the key, the page's own are", async () => {
    await visit("/produtos");
    for (const query of ["utm_source=newsletter&utm_campaign=maio", "gclid=abc", "fbclid=x&msclkid=y", "qualquer=coisa"]) {
      const { response, text } = await visit(`/produtos?${query}`);
      expect(response.headers.get("x-page-cache"), query).toBe("hit");
      expect(text).toBe("<h1>primeira versão</h1>");
    }
    expect(renders).toBe(1);

    const searched = await visit("/produtos?search=grade&utm_source=whatsapp");
    expect(searched.text).toBe("<h1>primeira versão — busca: grade</h1>");
    expect((await visit("/produtos?utm_medium=cpc&search=grade")).response.headers.get("x-page-cache")).toBe("hit");
    expect((await visit("/produtos?search=filtro")).text).toBe("<h1>primeira versão — busca: filtro</h1>");
    expect(renders).toBe(3);
  });

  it("answers an address padded with a 5 KB query from the page it reduces to", async () => {
    await visit("/produtos?search=grade");
    const padded = await visit(`/produtos?lixo=${"x".repeat(5000)}&search=grade`);
    expect(padded.response.headers.get("x-page-cache")).toBe("hit");
    expect(padded.text).toBe("<h1>primeira versão — busca: grade</h1>");
    expect(renders).toBe(1);
  });
});
