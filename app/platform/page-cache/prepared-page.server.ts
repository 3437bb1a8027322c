import crypto from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { pagePolicy, strictTransportSecurityValue } from "~/platform/security/index.server";
import type { Encoding } from "./encoding";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Brotli quality: 11 makes the home page (105 KiB) 15.2 KB in 200–500 ms of CPU on this 2-core
 * machine, 5 makes it 16.9 KB in 7 ms (docs/decisions/118-cached-page-answers.md). A page without a
 * query is one of a fixed set, compressed once and sent thousands of times: 11. A search is one
 * of as many addresses as visitors type: 5, so a flood of searches costs little more than renders.
 */
export function brotliQualityFor(key: string) {
  return key.includes("?") ? 5 : 11;
}

/**
 * The bytes in a memory block of their own. Node hands out buffers under 4 KB as slices of
 * shared 8 KB blocks: a kept 1 KB slice keeps its whole block alive, and the cache's count of
 * bytes would be a fraction of what it holds (measured: 7.3 MB held for 2 MB counted).
 */
function ownBytes(bytes: Buffer) {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/** One encoding of a stored page: its bytes and the complete headers of a 200 and of a 304. */
type Variant = {
  body: Buffer;
  etag: string;
  ok: { http: OutgoingHttpHeaders; https: OutgoingHttpHeaders };
  notModified: OutgoingHttpHeaders;
};

/**
 * A cached page, ready to be written: nothing in it depends on the request but the variant. Its
 * `Last-Modified`, when shared caches may keep it, answers a request conditional on a date.
 */
export type PreparedPage = { variants: Record<Encoding, Variant>; tags: string[]; size: number; lastModified: string | undefined };

/** What a 304 repeats of the 200 it stands for: how long to keep it, the tags to purge it by, its date. */
const repeatedIn304 = ["cache-control", "cache-tag", "surrogate-key", "last-modified"];

/** Headers of the rendering response that are its own, or that a stored page sets itself. */
const perResponse = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "set-cookie",
  "x-request-id",
  "x-page-cache",
  "content-security-policy",
  "strict-transport-security",
]);

/**
 * Compresses a rendered page once, in the thread pool, and fixes every header it will be sent
 * with: those of the response that rendered it (helmet's, its type), its policy with the nonce
 * it was rendered with, `Content-Length`, a strong ETag per encoding and `Vary: Accept-Encoding`.
 */
export async function preparePage(options: {
  body: Buffer;
  rendered: OutgoingHttpHeaders;
  nonce: string;
  development: boolean;
  tags: string[];
  brotliQuality: number;
}): Promise<PreparedPage> {
  const { rendered, nonce, development, tags } = options;
  const brotliParams = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: options.brotliQuality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  };
  const [gzipped, brotlied] = (await Promise.all([gzip(options.body, { level: 9 }), brotli(options.body, { params: brotliParams })])).map(
    ownBytes,
  ) as [Buffer, Buffer];
  const body = ownBytes(options.body);
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(rendered)) {
    if (!perResponse.has(name) && value !== undefined) kept[name] = value;
  }
  const policies = { http: pagePolicy(nonce, { https: false, development }), https: pagePolicy(nonce, { https: true, development }) };
  const digest = crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const variant = (encoding: Encoding, bytes: Buffer): Variant => {
    const etag = `"${digest}${encoding === "identity" ? "" : `-${encoding}`}"`;
    const common = {
      ...kept,
      vary: "Accept-Encoding",
      etag,
      "content-length": bytes.byteLength,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "x-page-cache": "hit",
    };
    return {
      body: bytes,
      etag,
      ok: {
        http: { ...common, "content-security-policy": policies.http },
        https: {
          ...common,
          "content-security-policy": policies.https,
          "strict-transport-security": strictTransportSecurityValue,
        },
      },
      notModified: {
        vary: "Accept-Encoding",
        etag,
        "x-page-cache": "hit",
        ...Object.fromEntries(repeatedIn304.filter((name) => kept[name] !== undefined).map((name) => [name, kept[name]])),
      },
    };
  };
  return {
    variants: { identity: variant("identity", body), gzip: variant("gzip", gzipped), br: variant("br", brotlied) },
    tags,
    size: body.byteLength + gzipped.byteLength + brotlied.byteLength,
    lastModified: typeof kept["last-modified"] === "string" ? kept["last-modified"] : undefined,
  };
}
