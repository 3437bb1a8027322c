import { baseURL, staffState } from "../../playwright.config";
import { expect, test as base } from "./test";

// Every call here is made by signed-in staff.
const test = base.extend({
  request: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL, storageState: staffState });
    await use(request);
    await request.dispose();
  },
});

// The smallest valid PNG: one transparent pixel.
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test("staff upload an image, it is served from /uploads, and deleting it removes it", async ({ request }) => {
  const upload = await request.post("/api/admin/uploads", {
    multipart: { file: { name: "grade.png", mimeType: "image/png", buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const stored = await upload.json();
  expect(stored.url).toMatch(/^\/uploads\/[0-9a-f]{16}-\d{13}\.png$/);

  const served = await request.get(stored.url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-disposition"]).toBe("inline");
  expect(served.headers()["content-security-policy"]).toMatch(/^default-src 'none'/);

  const removed = await request.delete(`/api/admin/uploads/${stored.name}`);
  expect(removed.status()).toBe(204);
  expect((await request.get(stored.url)).status()).toBe(404);
});

test("a text file is served as plain text to download, never as a page", async ({ request }) => {
  const upload = await request.post("/api/admin/uploads", {
    multipart: { file: { name: "medidas.txt", mimeType: "text/html", buffer: Buffer.from("Diâmetro: 120 mm") } },
  });
  expect(upload.status()).toBe(201);
  const stored = await upload.json();
  const served = await request.get(stored.url);
  expect(served.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(served.headers()["content-disposition"]).toBe("attachment");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await served.text()).toBe("Diâmetro: 120 mm");
  await request.delete(`/api/admin/uploads/${stored.name}`);
});

test("an HTML page disguised as an image is refused with the spec's message", async ({ request }) => {
  const upload = await request.post("/api/admin/uploads", {
    multipart: { file: { name: "foto.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") } },
  });
  expect(upload.status()).toBe(415);
  expect(await upload.json()).toEqual({ error: { message: "Tipo de arquivo não permitido", code: "upload_refused" } });
});

test("a file over 10 MB is refused before it is read", async ({ request }) => {
  const upload = await request.post("/api/admin/uploads", {
    multipart: { file: { name: "grande.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10_485_760 + 200_000) } },
  });
  expect(upload.status()).toBe(413);
  expect((await upload.json()).error.message).toBe("Arquivo muito grande. Máximo permitido: 10MB");
});

test("a delete cannot reach outside the uploads folder", async ({ request }) => {
  for (const name of ["..%2F..%2Fpackage.json", "..%2Fauth-secret", "%2E%2E%2Fdb.lock"]) {
    const response = await request.delete(`/api/admin/uploads/${name}`);
    expect(response.status(), name).toBe(400);
  }
  expect((await request.get("/uploads/..%2Fauth-secret")).status()).not.toBe(200);
});
