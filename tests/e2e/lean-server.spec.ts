import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { residentTreeMiB } from "../../scripts/bench/memory";
import { freePort, startInstance, stopInstance, whenHealthy, type Instance } from "./production-servers";

// The production server's first start on an empty DATA_DIR, with the page cache switched off.
const firstStartLimitMiB = 350;

let dataDir: string;
let instance: Instance | undefined;

test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lean-server-"));
});

test.afterAll(async () => {
  await stopInstance(instance);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("after a first start it holds the database, stays small, and with PAGE_CACHE=off renders every request", async () => {
  test.setTimeout(240_000);
  instance = startInstance(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: "", PAGE_CACHE: "off" });
  await whenHealthy(instance);
  const pid = instance.server.child.pid!;

  // The sample content was prepared by a child process; the server itself holds the lock.
  expect(JSON.parse(fs.readFileSync(path.join(dataDir, "db.lock"), "utf8"))).toMatchObject({ pid });
  expect(residentTreeMiB(pid)).toBeLessThanOrEqual(firstStartLimitMiB);

  for (let request = 0; request < 2; request++) {
    const response = await fetch(`${instance.base}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Áreas de Atuação");
    expect(response.headers.get("x-page-cache") ?? "miss").toBe("miss");
  }
});
