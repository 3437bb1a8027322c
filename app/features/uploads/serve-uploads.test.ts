import fs from "node:fs";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveUploads } from "./serve-uploads.server";
import { compressedUnlessUpload } from "./served-headers.server";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-served-"));
const name = "a1b2c3d4-1700000000000.txt";
const text = "Diâmetro: 120 mm; campo magnético de 10.000 gauss\n".repeat(400);
let server: Server;
let url = "";

/** A request as a download manager sends it, read raw: no decoding, no headers added. */
function get(headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  fs.writeFileSync(path.join(folder, name), text);
  const app = express();
  app.use(compression({ filter: compressedUnlessUpload }));
  app.use("/uploads", ...serveUploads({ driver: "local", uploadsDir: folder }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/uploads/${name}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("an upload served from the folder", () => {
  it("carries a strong ETag and leaves as stored, never re-encoded", async () => {
    const whole = await get({ "accept-encoding": "br, gzip" });
    expect(whole.status).toBe(200);
    expect(whole.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.body.toString()).toBe(text);
    expect((await get({ "if-none-match": whole.headers.etag! })).status).toBe(304);
  });

  it("resumes a download: a range on its ETag or date is the rest of the file", async () => {
    const { headers } = await get();
    const size = Buffer.byteLength(text);
    for (const ifRange of [headers.etag!, headers["last-modified"]!]) {
      const rest = await get({ range: "bytes=1000-", "if-range": ifRange });
      expect(rest.status, ifRange).toBe(206);
      expect(rest.headers["content-range"]).toBe(`bytes 1000-${size - 1}/${size}`);
      expect(rest.body).toEqual(Buffer.from(text).subarray(1000));
    }
  });

  it("sends the whole file when the part held is of another version, or named by a weak tag", async () => {
    const { headers } = await get();
    for (const ifRange of ['"outra-versao"', `W/${headers.etag!}`]) {
      const answer = await get({ range: "bytes=1000-", "if-range": ifRange });
      expect(answer.status, ifRange).toBe(200);
      expect(answer.body.toString()).toBe(text);
    }
  });

  it("gives a rewritten file another ETag", async () => {
    const before = (await get()).headers.etag;
    const file = path.join(folder, name);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await get()).headers.etag).not.toBe(before);
  });
});
