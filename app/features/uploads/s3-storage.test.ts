import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import express from "express";
import S3rver from "s3rver";
import sharp from "sharp";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StorageConfig } from "~/config/env.server";

/*
 * The S3 driver against a real S3-compatible server (s3rver) on 127.0.0.1, with the app's
 * configuration: STORAGE=s3 and the S3_* settings, as an operator would set them. The app's
 * modules are loaded once those are set: the configuration is read once per process.
 */
async function loadApp() {
  const [{ config }, { createTestDatabase }, { restoreBackup, writeBackup }, { serveImage }, uploads] = await Promise.all([
    import("~/config/env.server"),
    import("~/db/testing.server"),
    import("~/platform/backup/index.server"),
    import("~/platform/images/index.server"),
    import("./index.server"),
  ]);
  return { config, createTestDatabase, restoreBackup, writeBackup, serveImage, ...uploads };
}

const bucket = "magnasul-arquivos";
const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

let s3rver: S3rver;
let endpoint: string;
let dataDir: string;
let site: ReturnType<typeof express>;
let listening: import("node:http").Server;
let siteUrl: string;
let direct: S3Client;
let app: Awaited<ReturnType<typeof loadApp>>;

beforeAll(async () => {
  s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: folder("s3rver-") });
  const { port } = (await s3rver.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${port}`;
  dataDir = folder("s3-data-");
  vi.stubEnv("STORAGE", "s3");
  vi.stubEnv("S3_BUCKET", bucket);
  vi.stubEnv("S3_REGION", "us-east-1");
  vi.stubEnv("S3_ENDPOINT", endpoint);
  // s3rver's own fixed credentials: it checks every request's signature against them.
  vi.stubEnv("S3_ACCESS_KEY_ID", "S3RVER");
  vi.stubEnv("S3_SECRET_ACCESS_KEY", "S3RVER");
  vi.stubEnv("DATA_DIR", dataDir);
  app = await loadApp();
  if (app.config().storage.driver !== "s3") throw new Error("The test must run with STORAGE=s3, never on the local data folder");
  direct = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  await direct.send(new CreateBucketCommand({ Bucket: bucket }));

  site = express();
  site.get("/images/:name", app.serveImage);
  site.use("/uploads", ...app.serveUploads());
  listening = site.listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  siteUrl = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => listening.close(resolve));
  direct.destroy();
  await s3rver.close();
  vi.unstubAllEnvs();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const png = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();

async function upload(name: string, bytes: Uint8Array<ArrayBuffer> | string) {
  return app.saveUpload(new File([bytes], name));
}

const objectExists = (key: string) =>
  direct.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );

describe("STORAGE=s3", () => {
  it("is the storage the configuration chooses", () => {
    expect(app.config().storage).toMatchObject({ driver: "s3", bucket, endpoint });
  });

  it("stores an upload in the bucket, with the type it is served with, and nothing on local disk", async () => {
    const stored = await upload("Grade.png", await png());
    expect(stored.url).toBe(`/uploads/${stored.name}`);
    const object = await direct.send(new GetObjectCommand({ Bucket: bucket, Key: stored.name }));
    expect(object.ContentType).toBe("image/png");
    expect(object.CacheControl).toBe("public, max-age=604800");
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
    expect(await app.fileStorage().exists(stored.name)).toBe(true);
  });

  it("serves an object through the app with the folder's headers, conditional GET and ranges", async () => {
    const text = "Diâmetro: 120 mm\n".repeat(200);
    const stored = await upload("medidas.txt", text);
    const url = `${siteUrl}${stored.url}`;

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      "content-type": "text/plain; charset=utf-8",
      "content-disposition": "attachment",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=604800",
      "accept-ranges": "bytes",
      "content-length": String(Buffer.byteLength(text)),
    });
    expect(served.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(await served.text()).toBe(text);
    const etag = served.headers.get("etag")!;
    const lastModified = served.headers.get("last-modified")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();

    const byTag = await fetch(url, { headers: { "if-none-match": etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get("etag")).toBe(etag);
    expect(byTag.headers.get("cache-control")).toBe("public, max-age=604800");
    expect(await byTag.text()).toBe("");
    expect((await fetch(url, { headers: { "if-modified-since": lastModified } })).status).toBe(304);
    expect((await fetch(url, { headers: { "if-none-match": '"outra-versao"' } })).status).toBe(200);

    const part = await fetch(url, { headers: { range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-9/${Buffer.byteLength(text)}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(text).subarray(0, 10));
    // A download resumes on the object's strong ETag or its date; another version is sent whole.
    for (const ifRange of [etag, lastModified]) {
      const rest = await fetch(url, { headers: { range: "bytes=10-", "if-range": ifRange } });
      expect(rest.status, ifRange).toBe(206);
      expect(rest.headers.get("content-range")).toBe(`bytes 10-${Buffer.byteLength(text) - 1}/${Buffer.byteLength(text)}`);
      expect(Buffer.from(await rest.arrayBuffer())).toEqual(Buffer.from(text).subarray(10));
    }
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    for (const ifRange of ['"outra-versao"', `W/${etag}`, earlier]) {
      const whole = await fetch(url, { headers: { range: "bytes=10-", "if-range": ifRange } });
      expect(whole.status, ifRange).toBe(200);
      expect(await whole.text()).toBe(text);
    }

    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(head.headers.get("etag")).toBe(etag);
  });

  it("answers 404 for a name never stored, and never reaches an object outside the stored names", async () => {
    await direct.send(new PutObjectCommand({ Bucket: bucket, Key: "pagina.html", Body: "<script>alert(1)</script>" }));
    for (const name of ["a1b2c3d4e5f60718-1700000000000.png", "pagina.html", "a1b2.png.partial", "..%2Fpagina.html"]) {
      expect((await fetch(`${siteUrl}/uploads/${name}`)).status, name).toBe(404);
    }
  });

  it("with S3_PUBLIC_URL sends the browser to the bucket's public address instead", async () => {
    const settings = { ...app.config().storage, publicUrl: "https://arquivos.exemplo.com.br" } as StorageConfig;
    const redirecting = express().use("/uploads", ...app.serveUploads(settings));
    const server = redirecting.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = await fetch(`${base}/uploads/a1b2c3d4e5f60718-1700000000000.pdf`, { redirect: "manual" });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("https://arquivos.exemplo.com.br/a1b2c3d4e5f60718-1700000000000.pdf");
      expect((await fetch(`${base}/uploads/pagina.html`, { redirect: "manual" })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("resizes an image from the bucket, keeps the copy on local disk and rebuilds it from the bucket when it is gone", async () => {
    const stored = await upload("foto.png", await png());
    const imageUrl = `${siteUrl}/images/${stored.name}?w=320`;
    const resized = await fetch(imageUrl);
    expect(resized.status).toBe(200);
    expect(resized.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(320);
    const copy = app.resizedCopyOf(stored.name, 320);
    expect(copy.startsWith(dataDir)).toBe(true);
    expect(fs.existsSync(copy)).toBe(true);

    // Another instance, or this one after its cache was cleared: the bucket is the source.
    fs.rmSync(copy);
    const rebuilt = await fetch(imageUrl);
    expect(rebuilt.status).toBe(200);
    expect((await sharp(Buffer.from(await rebuilt.arrayBuffer())).metadata()).width).toBe(320);
    expect(fs.existsSync(copy)).toBe(true);
  });

  it("deletes the object and this instance's resized copies of it", async () => {
    const stored = await upload("apagar.png", await png());
    expect((await fetch(`${siteUrl}/images/${stored.name}?w=640`)).status).toBe(200);
    expect(fs.existsSync(app.resizedCopyOf(stored.name, 640))).toBe(true);

    await app.deleteUpload(stored.name);
    expect(await objectExists(stored.name)).toBe(false);
    expect(fs.existsSync(app.resizedCopyOf(stored.name, 640))).toBe(false);
    expect((await fetch(`${siteUrl}${stored.url}`)).status).toBe(404);
    expect((await fetch(`${siteUrl}/images/${stored.name}?w=640`)).status).toBe(404);
    await expect(app.deleteUpload(stored.name)).rejects.toMatchObject({ status: 404 });
  });

  it("lists the stored files with their sizes, and no object that is not an upload", async () => {
    const stored = await upload("lista.txt", "Ímãs de neodímio");
    await direct.send(new PutObjectCommand({ Bucket: bucket, Key: "outra-app/notas.txt", Body: "não é nosso" }));
    const listed = [];
    for await (const file of app.fileStorage().list()) listed.push(file);
    expect(listed).toContainEqual({ name: stored.name, size: Buffer.byteLength("Ímãs de neodímio"), modifiedAt: expect.any(Date) });
    expect(listed.map((file) => file.name)).not.toContain("outra-app/notas.txt");
    expect(listed.map((file) => file.name)).not.toContain("pagina.html");
  });

  it("puts the bucket's objects in the backup, and a restore brings back exactly those", async () => {
    const handle = await app.createTestDatabase("pglite");
    try {
      const kept = await upload("catalogo.txt", "Catálogo de separadores magnéticos");
      const lostBytes = await png(400, 300);
      const lost = await upload("perdida.png", lostBytes);
      const file = path.join(folder("s3-backup-"), "site.tar.gz");
      await app.writeBackup(handle, { storage: app.fileStorage(), file });

      const entries: string[] = [];
      await tar.list({ file, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries).toEqual(expect.arrayContaining([`uploads/${kept.name}`, `uploads/${lost.name}`]));

      await app.deleteUpload(lost.name);
      const later = await upload("depois.png", await png(400, 300));
      expect((await fetch(`${siteUrl}/images/${later.name}?w=320`)).status).toBe(200);

      await app.restoreBackup(handle, { storage: app.fileStorage(), file });
      expect(await objectExists(later.name)).toBe(false);
      expect(fs.existsSync(app.resizedCopyOf(later.name, 320))).toBe(false);
      const restored = await fetch(`${siteUrl}${lost.url}`);
      expect(restored.status).toBe(200);
      expect(Buffer.from(await restored.arrayBuffer())).toEqual(lostBytes);
      expect(await (await fetch(`${siteUrl}${kept.url}`)).text()).toBe("Catálogo de separadores magnéticos");
    } finally {
      await handle.close();
    }
  });
});
