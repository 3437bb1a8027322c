// Requests per second and latency of the home page, a product page and the search API served
// from the page cache by the production build, next to nginx serving the same answers from
// disk, both under the same wrk load; the app's memory under that load; then Lighthouse's
// mobile scores of the home page, a product page and a blog post in the system Chromium.
// Targets only 127.0.0.1. Needs `npm run build` and the wrk and nginx programs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { lighthouseScores } from "./bench/lighthouse";
import { residentMiB, watchPeakMemory } from "./bench/memory";
import { writeNginxSite } from "./bench/nginx";
import { findExecutable, freePort, startProcess, stopProcess, waitForHttp, type Managed } from "./bench/processes";
import { runWrk, type WrkResult, type WrkSettings } from "./bench/wrk";

const pagePaths = ["/", "/produtos/grade-magnetica-neodimio", "/api/search?q=grade%20magnetica"];
const lighthousePaths = ["/", "/produtos/grade-magnetica-neodimio", "/blog/como-escolher-uma-grade-magnetica"];
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const wrkSettings: WrkSettings = { threads: 2, connections: 50, durationSeconds: 10 };
// Start-up seeds a fresh database (images, PDFs) before it answers.
const appStartTimeoutMs = 120_000;
// Start-up, 6 wrk runs with their margins, 3 Lighthouse runs and the shutdowns.
const overallTimeoutMs = 12 * 60_000;

const buildEntry = path.resolve("build/server/index.js");
if (!fs.existsSync(buildEntry)) {
  console.error(`No production build (${buildEntry} is missing): run \`npm run build\` first.`);
  process.exit(1);
}
function requireTools() {
  const wrk = findExecutable("wrk");
  const nginx = findExecutable("nginx");
  if (wrk && nginx) return { wrk, nginx };
  console.error(`Missing ${[!wrk && "wrk", !nginx && "nginx"].filter(Boolean).join(" and ")}: apt-get install -y wrk nginx`);
  process.exit(1);
}
const tools = requireTools();

const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
/** Shared, so a signal arriving during the normal cleanup waits for it instead of exiting early. */
function cleanUp() {
  cleaning ??= (async () => {
    // Last started, first stopped; each step runs even if an earlier one failed.
    for (const step of cleanups.splice(0).reverse()) {
      await step().catch((error: unknown) => console.error("cleanup:", error));
    }
  })();
  return cleaning;
}

let aborting = false;
async function abort(code: number, message: string) {
  // Ctrl-C reaches this process twice: from the terminal and relayed by tsx.
  if (aborting) return;
  aborting = true;
  console.error(message);
  await cleanUp();
  process.exit(code);
}
process.on("SIGINT", () => void abort(130, "Interrupted."));
process.on("SIGTERM", () => void abort(143, "Terminated."));
setTimeout(() => void abort(1, `Timed out after ${overallTimeoutMs / 1000} s.`), overallTimeoutMs).unref();

function tempFolder(prefix: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

function stopAtEnd(managed: Managed, signal: NodeJS.Signals) {
  cleanups.push(() => stopProcess(managed, signal, 15_000));
}

async function get(url: string) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { body, cache: response.headers.get("x-page-cache") };
}

/** The first request fills the page cache; the second must be served from it. */
async function warm(url: string) {
  await get(url);
  const { body, cache } = await get(url);
  if (cache !== "hit") throw new Error(`${url} is not served from the page cache (x-page-cache: ${cache})`);
  return body;
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(11);

async function main() {
  const appPort = await freePort();
  const nginxPort = await freePort([appPort]);
  const appUrl = `http://127.0.0.1:${appPort}`;
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;

  console.log(`Starting the app on ${appUrl} (fresh sample database)...`);
  const app = startProcess(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(appPort),
      DATA_DIR: tempFolder("magnasul-bench-data-"),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
  });
  stopAtEnd(app, "SIGTERM");
  await waitForHttp(`${appUrl}/`, app, "The app", appStartTimeoutMs);

  const pages = new Map<string, string>();
  for (const pagePath of pagePaths) pages.set(pagePath, await warm(appUrl + pagePath));

  const nginxFolder = tempFolder("magnasul-bench-nginx-");
  const configPath = await writeNginxSite(nginxFolder, nginxPort, pages);
  for (const [pagePath, body] of pages) console.log(`Saved ${pagePath}: ${(Buffer.byteLength(body) / 1024).toFixed(1)} KiB of HTML`);
  console.log(`Starting nginx on ${nginxUrl}...`);
  const nginx = startProcess(tools.nginx, ["-p", nginxFolder, "-e", path.join(nginxFolder, "error.log"), "-c", configPath], {});
  stopAtEnd(nginx, "SIGTERM");
  await waitForHttp(`${nginxUrl}/`, nginx, "nginx", 10_000);

  const settings = `-t${wrkSettings.threads} -c${wrkSettings.connections} -d${wrkSettings.durationSeconds}s --latency`;
  const results: { pagePath: string; app: WrkResult; nginx: WrkResult }[] = [];
  const idleMiB = residentMiB(app.child.pid!);
  let peakMiB = idleMiB;
  for (const pagePath of pagePaths) {
    console.log(`wrk ${settings} ${pagePath} (app, then nginx)...`);
    const stopWatching = watchPeakMemory(app.child.pid!);
    const appResult = await runWrk(tools.wrk, appUrl + pagePath, wrkSettings);
    peakMiB = Math.max(peakMiB, stopWatching());
    const nginxResult = await runWrk(tools.wrk, nginxUrl + pagePath, wrkSettings);
    results.push({ pagePath, app: appResult, nginx: nginxResult });
  }
  const afterMiB = residentMiB(app.child.pid!);

  console.log(`Lighthouse (mobile) in ${chromiumPath}...`);
  const scores = await lighthouseScores(
    lighthousePaths.map((pagePath) => appUrl + pagePath),
    chromiumPath,
  );

  console.log(`\n${"target".padEnd(38)} ${"server".padEnd(6)} ${"requests/s".padStart(11)} ${"p50".padStart(11)} ${"p99".padStart(11)}`);
  for (const { pagePath, app: appResult, nginx: nginxResult } of results) {
    for (const [server, result] of [["app", appResult], ["nginx", nginxResult]] as const) {
      const errors = result.errors > 0 ? `  (${result.errors} errors)` : "";
      console.log(
        `${pagePath.padEnd(38)} ${server.padEnd(6)} ${result.requestsPerSecond.toFixed(0).padStart(11)} ${ms(result.p50Ms)} ${ms(result.p99Ms)}${errors}`,
      );
    }
    console.log(
      `${pagePath.padEnd(38)} ${"ratio app/nginx:".padEnd(18)} requests/s ${(appResult.requestsPerSecond / nginxResult.requestsPerSecond).toFixed(3)}, ` +
        `p50 ${(appResult.p50Ms / nginxResult.p50Ms).toFixed(1)}x, p99 ${(appResult.p99Ms / nginxResult.p99Ms).toFixed(1)}x`,
    );
  }

  console.log(`\nApp memory (resident): ${idleMiB.toFixed(0)} MiB warmed up and idle, ${peakMiB.toFixed(0)} MiB at the peak under load, ${afterMiB.toFixed(0)} MiB after`);

  console.log(`\n${"Lighthouse, mobile".padEnd(44)} performance accessibility best-practices seo`);
  for (const [url, score] of scores) {
    const cells = [score.performance, score.accessibility, score.bestPractices, score.seo].map((value, index) => String(value).padStart([11, 14, 15, 4][index]!));
    console.log(`${url.slice(appUrl.length).padEnd(44)} ${cells.join(" ")}${score.problem ? `  (run failed: ${score.problem})` : ""}`);
  }

  // Errors (timeouts, non-2xx answers) make the figures meaningless.
  const failed = results.some((result) => result.app.errors > 0 || result.nginx.errors > 0);
  if (failed) console.error("\nSome requests failed: the figures above are not valid.");
  return failed ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  // After a signal, failures come from the servers being stopped: not worth showing.
  if (!aborting) console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
