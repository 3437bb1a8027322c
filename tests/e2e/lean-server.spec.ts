import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { residentTreeMiB } from "../../scripts/bench/memory";
import { freePort } from "../../scripts/bench/processes";
import { startServer, type ProductionServer } from "../../scripts/production-server";

// The production server's first start on an empty DATA_DIR, with the page cache switched off.
const firstStartLimitMiB = 350;

let dataDir: string;
let instance: ProductionServer | undefined;

test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lean-server-"));
});

test.afterAll(async () => {
  await instance?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("`npm run serve` without NODE_ENV: production builds, the database held after a first start, small, and with PAGE_CACHE=off every request rendered", async () => {
  test.setTimeout(240_000);
  // What `npm run serve` runs, with no NODE_ENV at all.
  instance = startServer({ port: await freePort(), dataDir, env: { NODE_ENV: undefined, PAGE_CACHE: "off" } });
  const { base } = await instance.ready();
  const pid = instance.child.pid!;

  // The sample content was prepared by a child process; the server itself holds the lock.
  expect(JSON.parse(fs.readFileSync(path.join(dataDir, "db.lock"), "utf8"))).toMatchObject({ pid });
  expect(residentTreeMiB(pid)).toBeLessThanOrEqual(firstStartLimitMiB);

  // Libraries read NODE_ENV once, when the build loads them (React, React Router, better-auth):
  // better-auth's answer shows which build loaded. Its development build serves a debugging
  // page to anyone; the production one sends the visitor back to the site.
  const error = await fetch(`${base}/api/auth/error?error=state_mismatch`, { redirect: "manual" });
  expect(error.status).toBe(302);
  expect(error.headers.get("location")).toBe("/?error=state_mismatch");

  for (let request = 0; request < 2; request++) {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Áreas de Atuação");
    expect(response.headers.get("x-page-cache") ?? "miss").toBe("miss");
  }
});
