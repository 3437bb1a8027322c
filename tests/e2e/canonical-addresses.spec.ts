import { baseURL } from "../../playwright.config";
import { expect, test } from "./test";

// One address per page (decision 241): the same page in another case or with a trailing slash answers
// one permanent redirect to the address the sitemap lists, the query kept.

const sitemapPaths = async (get: (path: string) => Promise<{ text: () => Promise<string> }>) => {
  const sitemap = await (await get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
};

test("every address in the sitemap, in capitals or with a trailing slash, is one redirect away from itself", async ({ playwright }) => {
  const client = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const paths = await sitemapPaths((path) => client.get(path));
  expect(paths).toEqual(expect.arrayContaining(["/", "/blog", "/contato", "/produtos/grade-magnetica-neodimio"]));
  for (const path of paths) {
    // The canonical page first, so a cached copy is there to be wrongly served.
    expect((await client.get(path)).status(), path).toBe(200);
    // The home has no other case, and its slash is its address.
    if (path === "/") {
      expect((await client.get("/?utm_source=teste")).status()).toBe(200);
      continue;
    }
    for (const variant of [path.toUpperCase(), `${path}/`, `${path.toUpperCase()}/?utm_source=Teste`]) {
      const answer = await client.get(variant);
      expect(answer.status(), variant).toBe(308);
      const location = answer.headers()["location"]!;
      expect(location, variant).toBe(variant.includes("?") ? `${path}?${variant.split("?")[1]}` : path);
      const landed = await client.get(location);
      expect(landed.status(), `${variant} → ${location}`).toBe(200);
      if (landed.headers()["content-type"]?.startsWith("text/html")) {
        expect(await landed.text()).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      }
    }
  }
  await client.dispose();
});

test("an old catalogue address in capitals reaches its new page through the old address's own redirect", async ({ playwright }) => {
  const client = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const first = await client.get("/IMAS/");
  expect(first.status()).toBe(308);
  expect(first.headers()["location"]).toBe("/imas");
  const second = await client.get("/imas");
  expect(second.status()).toBe(308);
  expect((await client.get(second.headers()["location"]!)).status()).toBe(200);
  await client.dispose();
});
