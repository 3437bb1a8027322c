import type { Server } from "node:http";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressAnswers } from "./compression";

// A page the size of the sample home (70 KB), sent in two writes as a streamed render is.
const cards = Array.from(
  { length: 220 },
  (_, n) => `<li class="card"><a href="/produtos/item-${n}"><img src="/images/item-${n}.avif" alt="Item ${n}">Separador ${n * 7}</a></li>`,
);
const page = `<!doctype html><html lang="pt-BR"><body><ul>${cards.join("")}</ul></body></html>`;

function serve(middleware: express.RequestHandler) {
  const app = express();
  app.use(middleware);
  app.get("/", (_req, res) => {
    res.type("html");
    res.write(page.slice(0, 40_000));
    res.end(page.slice(40_000));
  });
  return new Promise<Server>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(server));
  });
}

function getBrotli(server: Server) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": "br, gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** The window a brotli stream announces in its first bits (RFC 7932, section 9.1), as a power of two. */
function windowBits(stream: Buffer) {
  const bits = stream.readUInt8(0);
  if ((bits & 1) === 0) return 16;
  const n = (bits >> 1) & 0b111;
  if (n !== 0) return 17 + n;
  const m = (bits >> 4) & 0b111;
  return m === 0 ? 17 : 8 + m;
}

describe("compressing answers on the fly", () => {
  let app: Server;
  let defaults: Server;

  beforeAll(async () => {
    [app, defaults] = await Promise.all([serve(compressAnswers()), serve(compression())]);
  });
  afterAll(() => Promise.all([app, defaults].map((server) => new Promise((resolve) => server.close(resolve)))));

  it("answers brotli that decodes to the page, as small as with brotli's default window", async () => {
    const [ours, theirs] = await Promise.all([getBrotli(app), getBrotli(defaults)]);
    expect(ours.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(ours.body).toString()).toBe(page);
    expect(ours.body.length).toBeLessThanOrEqual(theirs.body.length * 1.01);
  });

  // Each streaming encoder reserves its window at once: 4 MiB by default, for which V8 collected
  // the whole heap several times a second under 50 uncached renders (decision 307).
  it("gives each encoder a 256 KiB window, not brotli's default 4 MiB", async () => {
    const [ours, theirs] = await Promise.all([getBrotli(app), getBrotli(defaults)]);
    expect(windowBits(theirs.body)).toBe(22);
    expect(windowBits(ours.body)).toBe(18);
  });
});
