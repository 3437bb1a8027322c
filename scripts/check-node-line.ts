/**
 * `.ci/run`'s check that another maintained Node line runs the production build: the project is
 * developed and tested on Node 24, and Node 22 must keep serving it. Starts the build (`npm run
 * build` first) with the Node binary given, on an empty data folder, and asks for its health
 * check, the home page and the catalogue.
 * Usage: npm run check-node-line -- <path to node>
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./bench/processes";
import { startServer } from "./production-server";

const node = process.argv[2];
if (!node) throw new Error("Usage: npm run check-node-line -- <path to node>");
if (!fs.existsSync("build/server/index.js")) throw new Error("Build the app first: npm run build");

const version = execFileSync(node, ["--version"]).toString().trim();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "node-line-"));
const port = await freePort();
const server = startServer({ port, dataDir, env: { BETTER_AUTH_SECRET: "node-line-secret-that-is-long-enough" }, node });
const { base } = server;
try {
  await server.ready(180_000);
  const pages: Array<[address: string, heading: string]> = [
    ["/", "Magnasul"],
    ["/produtos", "Produtos"],
  ];
  for (const [address, heading] of pages) {
    const answer = await fetch(`${base}${address}`, { headers: { "accept-encoding": "br, gzip" } });
    const body = await answer.text();
    if (answer.status !== 200 || !body.includes(heading)) {
      throw new Error(`Node ${version}: ${address} answered ${answer.status}${body.includes(heading) ? "" : ` without "${heading}"`}`);
    }
  }
  console.log(`Node ${version} serves the production build: health check, home page and catalogue answer.`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
