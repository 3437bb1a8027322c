import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./test";

type Block = Record<string, unknown> & { "@type": string };

/** The page's HTML, its JSON-LD blocks and its meta tags by name or property. */
async function read(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Block,
  );
  const meta = new Map<string, string>();
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(
      key!,
      value!
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'"),
    );
  }
  return { html, blocks, types: blocks.map((block) => block["@type"]), meta };
}

const one = (blocks: Block[], type: string) => {
  const found = blocks.filter((block) => block["@type"] === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

test("the home carries the WebSite block once and the company block with logo, position, CEP and E.164 phone", async ({ request }) => {
  const { blocks, types } = await read(request, "/");
  expect(types.sort()).toEqual(["LocalBusiness", "WebSite"]);
  expect(one(blocks, "WebSite")).toMatchObject({ url: `${baseURL}/`, name: "Magnasul Separação Magnética", inLanguage: "pt-BR" });
  const company = one(blocks, "LocalBusiness");
  expect(company).toMatchObject({
    name: "Magnasul Separação Magnética",
    logo: `${baseURL}/uploads/amostra-logotipo.png`,
    telephone: "+551938000000",
    geo: { "@type": "GeoCoordinates", latitude: -22.7419, longitude: -46.9014 },
    address: { "@type": "PostalAddress", postalCode: "13920-000", addressLocality: "Pedreira", addressRegion: "SP", addressCountry: "BR" },
  });
  const logo = await request.get(company.logo as string);
  expect(logo.headers()["content-type"]).toBe("image/png");
  expect((await sharp(await logo.body()).metadata()).width).toBeGreaterThanOrEqual(112);
});

test("the contact page carries the company block; no other page does, the 404 included", async ({ request }) => {
  expect((await read(request, "/contato")).types.sort()).toEqual(["BreadcrumbList", "LocalBusiness"]);
  for (const path of [
    "/produtos",
    "/servicos",
    "/importados",
    "/blog",
    "/politicas",
    "/quem-somos",
    "/servicos/rebobinamento-de-motores-eletricos",
  ]) {
    const { types } = await read(request, path);
    expect(types, path).not.toContain("LocalBusiness");
    expect(types, path).not.toContain("WebSite");
  }
  const missing = await read(request, "/caminho/que-nao-existe", 404);
  expect(missing.blocks).toEqual([]);
});

test("a product with a price is a Product with its Offer, and shows the price in pt-BR", async ({ request }) => {
  const path = "/produtos/imas-de-neodimio-n52";
  const { blocks, types, html } = await read(request, path);
  expect(types.sort()).toEqual(["BreadcrumbList", "Product"]);
  const product = one(blocks, "Product");
  expect(product).toMatchObject({
    name: "Ímãs de Neodímio N52",
    url: `${baseURL}${path}`,
    image: expect.stringMatching(/^http:\/\/localhost:\d+\/uploads\/.+\.webp$/),
    brand: { "@type": "Brand", name: "Magnasul Separação Magnética" },
    offers: {
      "@type": "Offer",
      price: "189.90",
      priceCurrency: "BRL",
      availability: "https://schema.org/InStock",
      url: `${baseURL}${path}`,
      seller: { name: "Magnasul Separação Magnética" },
    },
  });
  expect((product.description as string).length).toBeGreaterThan(0);
  expect(html).toMatch(/R\$(&nbsp;|\s|\u00a0)189,90/);
  expect(html).not.toContain("Preço sob consulta");

  const imported = await read(request, "/importados/gaussimetro-digital-portatil");
  const importedProduct = one(imported.blocks, "Product");
  expect(importedProduct).toMatchObject({ offers: { price: "3890.00", priceCurrency: "BRL" } });
  expect(importedProduct).not.toHaveProperty("brand");
});

test("a product without a price is no Product rich-result candidate and says 'Preço sob consulta'", async ({ request }) => {
  for (const path of ["/produtos/tambor-magnetico-autolimpante", "/importados/detector-de-metais-para-esteiras"]) {
    const { blocks, types, html } = await read(request, path);
    expect(types.sort(), path).toEqual(["BreadcrumbList", "WebPage"]);
    expect(one(blocks, "WebPage")).toMatchObject({ url: `${baseURL}${path}` });
    expect(html, path).not.toMatch(/"offers"|"price"|aggregateRating|ratingValue/);
    expect(html, path).toContain("Preço sob consulta");
  }
});

test("a service is a Service the company provides, with breadcrumbs, and shows no price", async ({ request }) => {
  const path = "/servicos/rebobinamento-de-motores-eletricos";
  const { blocks, types, html } = await read(request, path);
  expect(types.sort()).toEqual(["BreadcrumbList", "Service"]);
  expect(one(blocks, "Service")).toMatchObject({
    name: "Rebobinamento de Motores Elétricos",
    url: `${baseURL}${path}`,
    serviceType: "Serviços",
    provider: { "@type": "LocalBusiness", name: "Magnasul Separação Magnética", url: `${baseURL}/` },
    areaServed: { "@type": "Country", name: "Brasil" },
  });
  expect(one(blocks, "BreadcrumbList")).toMatchObject({
    itemListElement: [
      { position: 1, item: `${baseURL}/` },
      { position: 2, item: `${baseURL}/servicos` },
      { position: 3, item: `${baseURL}${path}` },
    ],
  });
  expect(html).not.toContain("Preço sob consulta");
});

test("a blog post is a BlogPosting with breadcrumbs; a list page carries no block", async ({ request }) => {
  const post = await read(request, "/blog/como-escolher-uma-grade-magnetica");
  expect(post.types.sort()).toEqual(["BlogPosting", "BreadcrumbList"]);
  for (const path of ["/produtos", "/servicos", "/importados", "/blog", "/politicas"]) {
    expect((await read(request, path)).types, path).toEqual([]);
  }
});

const sharedPages = [
  "/",
  "/produtos",
  "/servicos",
  "/importados",
  "/blog",
  "/contato",
  "/politicas",
  "/quem-somos",
  "/produtos/imas-de-neodimio-n52",
  "/servicos/rebobinamento-de-motores-eletricos",
  "/importados/gaussimetro-digital-portatil",
  "/blog/como-escolher-uma-grade-magnetica",
];

test("every page is shared with a JPEG that has its size, type and description", async ({ request }) => {
  const checked = new Set<string>();
  for (const path of sharedPages) {
    const { meta } = await read(request, path);
    const image = meta.get("og:image");
    expect(image, path).toMatch(/\/images\/[a-z0-9-]+\.(webp|png|jpe?g)\?w=1280&format=jpeg$/);
    expect(meta.get("og:image:type"), path).toBe("image/jpeg");
    expect(meta.get("og:image:alt")?.trim(), path).toBeTruthy();
    expect(meta.get("twitter:image"), path).toBe(image);
    if (checked.has(image!)) continue;
    checked.add(image!);
    const response = await request.get(image!);
    expect(response.headers()["content-type"], path).toBe("image/jpeg");
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect(format).toBe("jpeg");
    expect([String(width), String(height)], path).toEqual([meta.get("og:image:width"), meta.get("og:image:height")]);
  }
});

test("a description is cut at a whole word, with '…'", async ({ request }) => {
  const path = "/produtos/tambor-magnetico-autolimpante";
  const { html, meta } = await read(request, path);
  const description = meta.get("description")!;
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description.endsWith("…")).toBe(true);
  const kept = description.slice(0, -1);
  const introduction = /<p class="mt-4 text-lg[^"]*">([^<]+)<\/p>/.exec(html)![1]!;
  expect(introduction.startsWith(kept)).toBe(true);
  expect(introduction[kept.length]).toMatch(/[\s.,;:!?]/);
  expect(meta.get("og:description")).toBe(description);
});

test("images offer AVIF beside WebP and never a width larger than the original", async ({ page }) => {
  await page.goto("/produtos/imas-de-neodimio-n52");
  const main = page.getByRole("button", { name: "Ampliar" }).locator("xpath=..").locator("picture").first();
  const avif = await main.locator('source[type="image/avif"]').getAttribute("srcset");
  const webp = await main.locator("img").getAttribute("srcset");
  for (const srcset of [avif!, webp!]) {
    const widths = srcset.split(", ").map((candidate) => Number(candidate.split(" ")[1]!.replace("w", "")));
    // The sample images are 1200 px wide.
    expect(Math.max(...widths)).toBe(1200);
    expect(srcset).not.toContain("1920");
  }
  expect(avif).toContain("format=avif");
  const largest = avif!.split(", ").at(-1)!.split(" ")[0]!;
  const response = await page.request.get(largest);
  expect(response.headers()["content-type"]).toBe("image/avif");
  expect((await sharp(await response.body()).metadata()).width).toBe(1200);
  // Chromium takes AVIF: the image it shows is the AVIF one.
  await expect.poll(() => main.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc)).toContain("format=avif");
});
