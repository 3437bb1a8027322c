import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalAddress, redirectToCanonicalAddress } from "./canonical-address";

describe("the canonical form of an address", () => {
  it.each([
    ["/Blog", "/blog"],
    ["/BLOG", "/blog"],
    ["/blog/", "/blog"],
    ["/Contato", "/contato"],
    ["/Produtos/Grade-Magnetica-Neodimio/", "/produtos/grade-magnetica-neodimio"],
    ["/blog//como-escolher", "/blog/como-escolher"],
    ["/quem-somos///", "/quem-somos"],
    ["//", "/"],
    ["//exemplo.com/", "/exemplo.com"],
    ["/Sitemap.xml", "/sitemap.xml"],
    ["/Blog/Feed.xml", "/blog/feed.xml"],
    ["/Blog.data", "/blog.data"],
  ])("%s is %s", (address, canonical) => {
    expect(canonicalAddress(address)).toBe(canonical);
  });

  it("keeps the query as it came, campaign parameters and their case included", () => {
    expect(canonicalAddress("/Produtos/?utm_source=Google&utm_campaign=Ímãs&search=Grade")).toBe(
      "/produtos?utm_source=Google&utm_campaign=Ímãs&search=Grade",
    );
    expect(canonicalAddress("/blog/?pagina=2")).toBe("/blog?pagina=2");
  });

  it.each(["/", "/blog", "/produtos/grade-magnetica-neodimio", "/blog?UTM_SOURCE=X", "/contato?assunto=Or%C3%A7amento"])(
    "leaves the canonical %s alone",
    (address) => {
      expect(canonicalAddress(address)).toBeUndefined();
    },
  );

  it("lowers the letters of a path, never its percent-escapes", () => {
    expect(canonicalAddress("/Blog/%C3%ADm%C3%A3s")).toBe("/blog/%C3%ADm%C3%A3s");
    expect(canonicalAddress("/blog/%C3%ADm%C3%A3s")).toBeUndefined();
  });

  it.each([
    "/admin/Leads",
    "/ADMIN/",
    "/Admin.data",
    "/admin/invitation/AbCdEf123",
    "/api/Search?q=Ima",
    "/API/admin/",
    "/reuniao/AbC-dEf_123",
    "/Reuniao/AbC-dEf_123/",
    "/%72euniao/AbC",
    "/visualizar/Blog/1",
    "/assets/root-BxY3z.js",
    "/images/Foto-1200.webp",
    "/uploads/Catalogo.pdf",
  ])("leaves %s alone: the API, the staff area, files and private links keep their case", (address) => {
    expect(canonicalAddress(address)).toBeUndefined();
  });

  it.each(["/\\exemplo.com/", "/Blog/\\", "/x/../Blog/", "/./Blog"])(
    "leaves %s to the router: no such address reaches a Location",
    (address) => {
      expect(canonicalAddress(address)).toBeUndefined();
    },
  );
});

describe("the redirect", () => {
  let base = "";
  let listener: Server;

  beforeAll(async () => {
    listener = await new Promise<Server>((resolve) => {
      const server = http
        .createServer((req, res) => {
          const https = req.headers["x-test-https"] === "1" ? "max-age=31536000" : undefined;
          if (!redirectToCanonicalAddress(req, res, https)) res.end("página");
        })
        .listen(0, "127.0.0.1", () => resolve(server));
    });
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => listener.close(resolve)));

  it("answers a read with one permanent redirect, and HSTS over HTTPS", async () => {
    const response = await fetch(`${base}/Blog/?utm_source=x`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/blog?utm_source=x");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const head = await fetch(`${base}/CONTATO`, { method: "HEAD", redirect: "manual", headers: { "x-test-https": "1" } });
    expect(head.status).toBe(308);
    expect(head.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  it("lets other methods and canonical addresses through", async () => {
    expect((await fetch(`${base}/Contato`, { method: "POST", redirect: "manual" })).status).toBe(200);
    expect((await fetch(`${base}/contato`, { redirect: "manual" })).status).toBe(200);
  });
});
