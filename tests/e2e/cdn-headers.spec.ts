import type { APIResponse } from "@playwright/test";
import sharp from "sharp";
import { baseURL, staffState } from "../../playwright.config";
import { expect, test } from "./test";

// What a CDN or a proxy in front of the site reads (decisions 253 to 257): how long it may keep a public page,
// the tags to purge it by and its date, never on an answer for one person; the icons; uploads that resume.

const sharedHeaders = ["cache-control", "cache-tag", "surrogate-key", "last-modified"];
const sharedOf = (answer: APIResponse) => Object.fromEntries(sharedHeaders.map((name) => [name, answer.headers()[name]]));

test("a public page tells shared caches how long to keep it, its tags and its date, the same rendered, stored or unchanged", async ({
  request,
}) => {
  // A search of its own: an address no other journey has stored.
  const path = `/produtos?search=grade-${Date.now()}`;
  const miss = await request.get(path);
  expect(miss.headers()["x-page-cache"]).toBe("miss");
  expect(sharedOf(miss)).toEqual({
    "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    "cache-tag": "settings,catalogue,special:about,special:home",
    "surrogate-key": "settings catalogue special:about special:home",
    "last-modified": expect.stringMatching(/ GMT$/),
  });
  await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"]).toBe("hit");
  const hit = await request.get(path);
  expect(sharedOf(hit)).toEqual(sharedOf(miss));
  const unchanged = await request.get(path, { headers: { "if-none-match": hit.headers().etag! } });
  expect(unchanged.status()).toBe(304);
  expect(sharedOf(unchanged)).toEqual(sharedOf(miss));
  const byDate = await request.get(path, { headers: { "if-modified-since": miss.headers()["last-modified"]! } });
  expect(byDate.status()).toBe(304);
});

test("staff, the contact page's clock, the API, errors and sending a form are never public", async ({ playwright, request }) => {
  const staff = await playwright.request.newContext({ baseURL, storageState: staffState });
  const staffPage = await staff.get("/quem-somos");
  expect(sharedOf(staffPage)).toEqual({
    "cache-control": "private, no-store",
    "cache-tag": undefined,
    "surrogate-key": undefined,
    "last-modified": undefined,
  });
  await staff.dispose();

  for (let attempt = 0; attempt < 2; attempt++) {
    const contact = await request.get("/contato");
    expect(contact.headers()["set-cookie"]).toMatch(/^contact_form_shown=\d{13};/);
    expect(sharedOf(contact)).toEqual({
      "cache-control": "private, no-cache",
      "cache-tag": undefined,
      "surrogate-key": undefined,
      "last-modified": undefined,
    });
  }
  for (const answer of [
    await request.get("/api/search?q=grade"),
    await request.get("/pagina-que-nao-existe"),
    await request.post("/api/contact-requests", { data: {} }),
  ]) {
    expect(answer.headers()["cache-control"] ?? "", answer.url()).not.toContain("public");
    expect(answer.headers()["cache-tag"], answer.url()).toBeUndefined();
    expect(answer.headers()["surrogate-key"], answer.url()).toBeUndefined();
  }
});

/** The sizes of the images an .ico holds, from its directory. */
const icoSizes = (ico: Buffer) => Array.from({ length: ico.readUInt16LE(4) }, (_, index) => ico.readUInt8(6 + index * 16));

test("the icon, the home-screen icons and the web manifest answer with their types and sizes, linked from every page", async ({
  request,
}) => {
  for (const path of ["/", "/blog", "/admin/auth"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<link[^>]* rel="icon" href="\/favicon\.ico" sizes="32x32"/);
    expect(html, path).toMatch(/<link[^>]* rel="apple-touch-icon" href="\/apple-touch-icon\.png"/);
    expect(html, path).toMatch(/<link[^>]* rel="manifest" href="\/manifest\.webmanifest"/);
    expect(html, path).toContain('<meta name="theme-color" content="#1c3699"/>');
  }
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(favicon.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  expect(icoSizes(await favicon.body())).toEqual([16, 32, 48]);

  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
  expect(manifest.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  const { name, lang, theme_color, icons } = (await manifest.json()) as {
    name: string;
    lang: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect({ name, lang, theme_color }).toEqual({ name: "Magnasul Separação Magnética", lang: "pt-BR", theme_color: "#1c3699" });
  for (const { src, size } of [
    { src: "/apple-touch-icon.png", size: 180 },
    ...icons.map((icon) => ({ src: icon.src, size: Number(icon.sizes.split("x")[0]) })),
  ]) {
    const image = await request.get(src);
    expect(image.headers()["content-type"], src).toBe("image/png");
    expect(await sharp(await image.body()).metadata(), src).toMatchObject({ format: "png", width: size, height: size });
  }
  expect(icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
});

test("a download of an upload resumes where it stopped: a strong ETag, and a range on it", async ({ playwright, request }) => {
  const staff = await playwright.request.newContext({ baseURL, storageState: staffState });
  const text = "Diâmetro: 120 mm; campo de 10.000 gauss\n".repeat(500);
  const stored = (await (
    await staff.post("/api/admin/uploads", {
      multipart: { file: { name: "medidas.txt", mimeType: "text/plain", buffer: Buffer.from(text) } },
    })
  ).json()) as { url: string; name: string };
  try {
    const whole = await request.get(stored.url);
    const etag = whole.headers().etag!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const rest = await request.get(stored.url, { headers: { range: "bytes=100-", "if-range": etag } });
    expect(rest.status()).toBe(206);
    expect(rest.headers()["content-range"]).toBe(`bytes 100-${Buffer.byteLength(text) - 1}/${Buffer.byteLength(text)}`);
    expect(await rest.body()).toEqual(Buffer.from(text).subarray(100));
    expect((await request.get(stored.url, { headers: { range: "bytes=100-", "if-range": '"outra-versao"' } })).status()).toBe(200);
  } finally {
    await staff.delete(`/api/admin/uploads/${stored.name}`);
    await staff.dispose();
  }
});
