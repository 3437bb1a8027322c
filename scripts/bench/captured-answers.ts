import fs from "node:fs";
import http from "node:http";
import path from "node:path";

// Headers each server writes for itself.
const ownHeaders = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** The app's answer to one request, as sent: its headers and its undecoded bytes. */
function rawAnswer(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const kept = Object.entries(res.headers).filter(([name]) => !ownHeaders.has(name));
          resolve({ headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])), body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

/**
 * Captures the app's cached answers to these paths, uncompressed and brotli, into the folder, with
 * the manifest `scripts/bench/node-ceiling.js` serves them from; returns the manifest's path.
 */
export async function captureAnswers(appUrl: string, paths: string[], folder: string) {
  const manifest = [];
  for (const [index, pagePath] of paths.entries()) {
    for (const encoding of ["identity", "br"] as const) {
      const answer = await rawAnswer(appUrl + pagePath, { "Accept-Encoding": encoding === "br" ? "br, gzip" : "identity" });
      if (answer.headers["x-page-cache"] !== "hit") throw new Error(`${pagePath} (${encoding}) was not answered from the page cache`);
      const bodyFile = path.join(folder, `${index}.${encoding}`);
      fs.writeFileSync(bodyFile, answer.body);
      manifest.push({ path: pagePath, encoding, headers: answer.headers, bodyFile });
    }
  }
  const manifestFile = path.join(folder, "answers.json");
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  return manifestFile;
}
