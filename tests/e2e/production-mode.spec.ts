import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startProcess, stopProcess, waitForHttp, type Managed } from "../../scripts/bench/processes";
import { serverArgs } from "../../server/start-command.js";

let dataDir: string;
let server: Managed | undefined;

test.afterAll(async () => {
  if (server) await stopProcess(server, "SIGTERM", 15_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("`npm run serve` runs the production builds of its libraries without NODE_ENV being set", async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "production-mode-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    PORT: String(port),
    PUBLIC_URL: base,
  };
  delete env.NODE_ENV;
  // What `npm run serve` runs.
  server = startProcess(process.execPath, serverArgs, { env });
  await waitForHttp(`${base}/api/health`, server, "npm run serve", 150_000);

  // Libraries read NODE_ENV once, when the build loads them (React, React Router, better-auth):
  // better-auth's answer shows which build loaded. Its development build serves a debugging
  // page to anyone; the production one sends the visitor back to the site.
  const error = await fetch(`${base}/api/auth/error?error=state_mismatch`, { redirect: "manual" });
  expect(error.status).toBe(302);
  expect(error.headers.get("location")).toBe("/?error=state_mismatch");
});
