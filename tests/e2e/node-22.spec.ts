import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { freePort, startInstance, stopInstance, whenHealthy, type Instance } from "./production-servers";

// The project is developed and tested on Node 24; Node 22, the other maintained line, must keep
// running the production build. It comes from the npm registry, as `.ci/run` fetches Node 24.
const node22Dir = path.resolve(".e2e-data/node-22");

function node22() {
  const binary = path.join(node22Dir, "node_modules", `node-${process.platform}-${process.arch}`, "bin", "node");
  if (!fs.existsSync(binary)) {
    execFileSync(
      "npm",
      ["install", "--prefix", node22Dir, "--no-save", "--no-audit", "--no-fund", `node-${process.platform}-${process.arch}@22`],
      { stdio: "ignore" },
    );
  }
  return binary;
}

let dataDir: string;
let instance: Instance | undefined;

test.afterAll(async () => {
  await stopInstance(instance);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the production build starts on Node 22 and serves the home page, the catalogue and its health check", async () => {
  test.setTimeout(240_000);
  const node = node22();
  expect(execFileSync(node, ["--version"]).toString()).toMatch(/^v22\./);

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "node-22-"));
  instance = startInstance(
    await freePort(),
    { DATA_DIR: dataDir, DATABASE_URL: "", BETTER_AUTH_SECRET: "node-22-secret-that-is-long-enough" },
    node,
  );
  await whenHealthy(instance);

  const health = await fetch(`${instance.base}/api/health`);
  expect(health.status).toBe(200);
  for (const [address, heading] of [
    ["/", "Magnasul"],
    ["/produtos", "Produtos"],
  ]) {
    const page = await fetch(`${instance.base}${address}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(page.status, address).toBe(200);
    expect(await page.text(), address).toContain(heading);
  }
});
