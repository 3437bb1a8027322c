import { baseURL } from "../../playwright.config";
import { expect, test } from "./test";

/** What each public address must carry in the HTML the server sends, before any JavaScript runs. */
const pages: Array<[string, string[]]> = [
  [
    "/",
    [
      "Separação magnética que protege sua produção",
      "Áreas de Atuação",
      // The latest six products change as other journeys publish pages: the list's heading stays.
      "Últimos Produtos",
      "Rebobinamento de Motores Elétricos",
      "Detector de Metais para Esteiras",
    ],
  ],
  ["/produtos", ["Produtos", "Tambor Magnético Autolimpante", "Certificado ISO 9001"]],
  ["/servicos", ["Serviços", "Balanceamento Dinâmico de Rotores"]],
  ["/importados", ["Produtos Importados", "Gaussímetro Digital Portátil"]],
  ["/produtos/grade-magnetica-neodimio", ["Grade Magnética de Neodímio", "Informações técnicas", "Baixar Catálogo (PDF)"]],
  ["/servicos/manutencao-de-motofreios", ["Manutenção de Motofreios", "Solicitar Contato"]],
  ["/importados/eletroima-de-elevacao", ["Eletroímã de Elevação"]],
  ["/blog", ["Como escolher uma grade magnética para a sua linha"]],
  ["/blog/como-escolher-uma-grade-magnetica", ["Vazão e granulometria", "Voltar para o blog"]],
  ["/quem-somos", ["Quem Somos", "Política da Qualidade", "Visão", "Valores", "Galeria"]],
  ["/contato", ["Fale Conosco", "Orçamentos", "Suporte Técnico", "Consultoria", "Segunda a sexta: 7h30 às 17h30"]],
  ["/politicas", ["Política de Privacidade", "Termos de Uso", "Política de Cookies"]],
  ["/produtos?search=ima", ["Resultados para &quot;ima&quot;", "Ímãs de Neodímio N52", "Remagnetização de Ímãs e Tambores"]],
];

for (const [path, texts] of pages) {
  test(`${path} has its content in the server HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of texts) expect(html, text).toContain(text);
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}`);
  });
}

test("footer shows the three business units with phone, e-mail, address and tax id", async ({ request }) => {
  const html = await (await request.get("/")).text();
  for (const text of [
    "Produtos",
    "Serviços",
    "Comercial",
    "(19) 3800-0001",
    "servicos@magnasul.exemplo.com.br",
    "CNPJ 00.000.000/0003-00",
  ]) {
    expect(html).toContain(text);
  }
});

test("structured data: breadcrumbs on details, no invented price or rating", async ({ request }) => {
  const html = await (await request.get("/produtos/grade-magnetica-neodimio")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
  const types = blocks.map((block) => block["@type"]);
  // Without a price set by the company, the page is no product rich-result candidate (structured-data.spec.ts).
  expect(types).toEqual(expect.arrayContaining(["WebPage", "BreadcrumbList"]));
  expect(html).not.toMatch(/"price"|aggregateRating|"ratingValue"/);
  const post = await (await request.get("/blog/como-escolher-uma-grade-magnetica")).text();
  expect(post).toContain('"@type":"BlogPosting"');
  expect(post).toContain('property="og:type" content="article"');
});

test("sitemap lists every published page and post, and robots keeps the back office out", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${baseURL}/produtos/grade-magnetica-neodimio</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/blog/quando-remagnetizar-equipamentos</loc>`);
  expect(sitemap).not.toContain("gaveta-magnetica-rotativa");
  expect(sitemap).not.toContain("tendencias-em-separacao-magnetica");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Disallow: /api");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("repeat visits are served from the page cache; static assets are precompressed, immutable, with no nonce or request id", async ({
  request,
}) => {
  await request.get("/importados");
  await expect.poll(async () => (await request.get("/importados")).headers()["x-page-cache"]).toBe("hit");
  const second = await request.get("/importados");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(second.headers()["x-cache-tags"]).toBeUndefined();
  const html = await second.text();
  // The framework chunk: files under 1 KB are sent as they are (compressing them saves nothing).
  const asset = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
  for (const [accepted, encoding] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ] as const) {
    const assetResponse = await request.get(asset!, { headers: { "accept-encoding": accepted } });
    const headers = assetResponse.headers();
    expect(headers["cache-control"]).toContain("immutable");
    expect(headers["content-encoding"], accepted).toBe(encoding);
    expect(headers.vary).toContain("Accept-Encoding");
    expect(headers["content-type"]).toContain("javascript");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(headers["x-request-id"]).toBeUndefined();
    expect(await assetResponse.text()).toContain("import");
  }
});

test("a campaign link is served from the cache, the page not naming the campaign, and the visit still records it", async ({ page }) => {
  const campaign = "/?utm_source=newsletter&utm_medium=email&utm_campaign=maio&gclid=abc123";
  await page.request.get("/");
  await expect.poll(async () => (await page.request.get(campaign)).headers()["x-page-cache"]).toBe("hit");
  expect(await (await page.request.get(campaign)).text()).not.toMatch(/newsletter|utm_|abc123/);

  // The browser reads the campaign from its own address and sends it with the page view.
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/visits") && request.method() === "POST");
  const response = await page.goto(campaign);
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  const sent = JSON.parse((await beacon).postData() ?? "{}") as { page_path?: string };
  expect(sent.page_path).toBe(campaign);
});

test("every page names the site's icon, and the icon is served as an image", async ({ request }) => {
  for (const path of ["/", "/produtos", "/admin/auth"]) {
    expect(await (await request.get(path)).text()).toMatch(/<link[^>]* rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"/);
  }
  const icon = await request.get("/favicon.svg");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  expect(await icon.text()).toContain("<svg");
});

test("images are served resized as WebP, or AVIF or JPEG when named, with a long cache", async ({ request }) => {
  const response = await request.get("/images/amostra-grade-magnetica-neodimio.webp?w=640");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect((await request.get("/images/amostra-grade-magnetica-neodimio.webp?w=333")).status()).toBe(404);
  // AVIF and JPEG on request; no other format, and never a list of them.
  const avif = await request.get("/images/amostra-grade-magnetica-neodimio.webp?w=320&format=avif");
  expect([avif.status(), avif.headers()["content-type"]]).toEqual([200, "image/avif"]);
  for (const format of ["png", "gif", "", "avif&format=jpeg"]) {
    expect((await request.get(`/images/amostra-grade-magnetica-neodimio.webp?w=320&format=${format}`)).status(), format).toBe(404);
  }
  expect((await request.get("/images/..%2Fauth-secret?w=640")).status()).toBe(404);
});
