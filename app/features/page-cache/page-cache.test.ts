import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/features/security/content-security-policy.server";
import { clearCache, invalidateCache, pageCache } from "./page-cache.server";
import { cacheTags, publicCacheHeaders } from "./tags";

let server: Server;
let base: string;
let renders = 0;
let content = "primeira versão";
let releaseSlow = () => {};

beforeAll(async () => {
  const app = express();
  app.use(contentSecurityPolicy({ publicUrl: "http://localhost:3000", development: false }));
  app.use(compression());
  app.use(pageCache);
  app.get("/produtos", (_req, res) => {
    renders++;
    res.set(publicCacheHeaders(cacheTags.catalogue)).type("html").send(`<h1>${content}</h1>`);
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
  server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  clearCache();
  renders = 0;
  content = "primeira versão";
});

describe("page cache", () => {
  it("renders once, then serves the same page from memory without the tags header", async () => {
    const first = await fetch(`${base}/produtos`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(await first.text()).toBe("<h1>primeira versão</h1>");
    const second = await fetch(`${base}/produtos`, { headers: { "accept-encoding": "gzip" } });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("x-cache-tags")).toBeNull();
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(await second.text()).toBe("<h1>primeira versão</h1>");
    expect(renders).toBe(1);
  });

  it("shows an edit on the next request once the edited content's tag is invalidated, and only that", async () => {
    await fetch(`${base}/produtos`);
    await fetch(`${base}/politicas`);
    content = "versão editada";
    await invalidateCache(cacheTags.catalogue);
    expect(await (await fetch(`${base}/produtos`)).text()).toBe("<h1>versão editada</h1>");
    expect(await (await fetch(`${base}/politicas`)).text()).toBe("<h1>primeira versão</h1>");
  });

  it("a settings change refreshes every public page, since every page shows the settings", async () => {
    await fetch(`${base}/produtos`);
    await fetch(`${base}/politicas`);
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
    for (let attempt = 0; attempt < 2; attempt++) {
      await fetch(`${base}/sem-tags`);
      await fetch(`${base}/erro`);
      await fetch(`${base}/admin`);
      await fetch(`${base}/produtos`, { headers: { cookie: "better-auth.session_token=abc" } });
    }
    expect(renders).toBe(8);
  });

  it("serves a cached page with the nonce of its own response, the one its policy names", async () => {
    const nonces: string[] = [];
    for (const expected of ["miss", "hit", "hit"]) {
      const response = await fetch(`${base}/com-scripts`, { headers: { "accept-encoding": "gzip" } });
      expect(response.headers.get("x-page-cache")).toBe(expected);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
      expect(await response.text()).toBe(
        `<script nonce="${nonce}">1</script><p>primeira versão</p><script nonce="${nonce}" type="module"></script>`,
      );
      nonces.push(nonce);
    }
    expect(renders).toBe(1);
    expect(new Set(nonces).size).toBe(3);
  });
});
