// What a visitor's browser meets, measured on the production build: requests per second and
// latency of the home page, a product page and the search API served from the page cache, with
// and without `Accept-Encoding: br, gzip`, next to nginx serving the same answers (gzip files
// beside them, `gzip_static`) under the same wrk load, and node:http writing the app's own answers
// with no work per request (the ceiling of any Node server here); a campaign link; the app's memory right
// after its first start and under a minute of browsers' traffic; Lighthouse's mobile scores
// (median of 3) of a home page, a product page and a blog post in the system Chromium; and
// `/` rendered with the page cache off. Exits 1 when a figure misses its target (below).
// Targets only 127.0.0.1. Needs `npm run build` and the wrk and nginx programs.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lighthouseScores } from "./bench/lighthouse";
import { residentTreeMiB, watchPeakMemory } from "./bench/memory";
import { writeNginxSite } from "./bench/nginx";
import { captureAnswers } from "./bench/captured-answers";
import { findExecutable, freePort, startProcess, waitForHttp } from "./bench/processes";
import { loadAverage, machine, runControl } from "./bench/run-control";
import { runWrk, wrkScript, type WrkResult, type WrkSettings } from "./bench/wrk";
import { serverNodeFlags, startServer } from "./production-server";

const productPath = "/produtos/grade-magnetica-neodimio";
const pagePaths = ["/", productPath, "/api/search?q=grade%20magnetica"];
// The pages whose cached answers must keep up with nginx; the search API is shown beside them.
const targetPaths = new Set(["/", productPath]);
const campaignPath = "/?utm_source=x&utm_campaign=y";
const lighthousePaths = ["/", productPath, "/blog/como-escolher-uma-grade-magnetica"];
const browserHeaders = { "Accept-Encoding": "br, gzip" };
const encodings = [
  { name: "none", headers: {} },
  { name: "br, gzip", headers: browserHeaders },
] as const;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const wrkSettings: WrkSettings = { threads: 2, connections: 50, durationSeconds: 10 };
const loadMinute: WrkSettings = { threads: 2, connections: 50, durationSeconds: 60 };
const lighthouseRuns = 3;
// uncachedBrotliShare: brotli may cost uncached renders a fifth of their rate, whatever the machine's speed.
const targets = { ratioToNginx: 0.5, uncachedRendersPerSecond: 150, uncachedBrotliShare: 0.8, residentMiB: 350, lighthouse: 100 };
// Start-up seeds a fresh database (images, PDFs) before it answers.
const appStartTimeoutMs = 120_000;
// Two start-ups, 20 wrk runs and a minute of load with their margins, 9 Lighthouse runs, the shutdowns.
const overallTimeoutMs = 20 * 60_000;

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

const run = runControl(overallTimeoutMs);
const { tempFolder, stopAtEnd } = run;

type Answer = { body: Buffer; cache: string | null; encoding: string | null };

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  // fetch decodes what it accepts; the body kept is what nginx must serve, so it is asked uncompressed.
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { body, cache: response.headers.get("x-page-cache"), encoding: response.headers.get("content-encoding") };
}

/**
 * The first request fills the page cache, once its compressed copies are made (a moment after
 * that first answer); a request after that must be served from it.
 */
async function warm(url: string) {
  await get(url, { "Accept-Encoding": "identity" });
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await get(url, { "Accept-Encoding": "identity" });
    if (answer.cache === "hit") return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} is not served from the page cache after 5 s`);
}

// Every click on an ad carries its own click id: no two requests share an address.
const campaignLua = `local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/?utm_source=google&utm_medium=cpc&utm_campaign=separadores&gclid=" .. math.random(1, 1000000000) .. "-" .. n, { ["Accept-Encoding"] = "br, gzip" })
end
`;

// A minute of browsers: cached pages, campaign links with their click ids, searches as typed.
const visitorsLua = `local pages = { "/", "${productPath}", "/produtos", "/blog", "/contato", "/quem-somos" }
local words = { "grade", "ima", "filtro", "tambor", "placa", "separador", "motor", "rotor" }
local n = 0
request = function()
  n = n + 1
  local address
  if n % 4 == 0 then
    address = "/?utm_source=facebook&utm_campaign=novembro&fbclid=" .. math.random(1, 1000000000) .. "-" .. n
  elseif n % 10 == 1 then
    address = "/api/search?q=" .. words[(n % #words) + 1] .. "%20" .. string.sub(words[((n + 3) % #words) + 1], 1, (n % 4) + 1)
  else
    address = pages[(n % #pages) + 1]
  end
  return wrk.format("GET", address, { ["Accept-Encoding"] = "br, gzip" })
end
`;

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(11);

type Compared = { pagePath: string; encoding: string; app: WrkResult; nginx: WrkResult; node: WrkResult };
type Check = { what: string; value: string; passed: boolean };

async function main() {
  const appPort = await freePort();
  const nginxPort = await freePort([appPort]);
  const nodePort = await freePort([appPort, nginxPort]);
  const nodeUrl = `http://127.0.0.1:${nodePort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  const startedAt = new Date();
  const loadBefore = loadAverage();
  const checks: Check[] = [];
  const check = (what: string, value: string, passed: boolean) => checks.push({ what, value, passed });

  const dataDir = tempFolder("magnasul-bench-data-");
  console.log(`Starting the app on ${appUrl} (first start: empty data folder, migrations, sample content)...`);
  const app = startServer({ port: appPort, dataDir });
  stopAtEnd(app, "SIGTERM");
  await app.ready(appStartTimeoutMs);
  const firstStartMiB = residentTreeMiB(app.child.pid!);
  check("resident memory right after the first start", `${firstStartMiB.toFixed(0)} MiB`, firstStartMiB <= targets.residentMiB);

  const pages = new Map<string, Buffer>();
  for (const pagePath of pagePaths) pages.set(pagePath, await warm(appUrl + pagePath));
  for (const pagePath of pagePaths) {
    const { encoding, cache } = await get(appUrl + pagePath, browserHeaders);
    if (cache !== "hit" || !encoding)
      throw new Error(`${pagePath} with Accept-Encoding: br, gzip: x-page-cache ${cache}, content-encoding ${encoding}`);
  }
  const campaign = await get(appUrl + campaignPath, browserHeaders);
  check(`${campaignPath} served from the page cache`, `x-page-cache: ${campaign.cache}`, campaign.cache === "hit");

  const nginxFolder = tempFolder("magnasul-bench-nginx-");
  const configPath = await writeNginxSite(nginxFolder, nginxPort, pages);
  for (const [pagePath, body] of pages) console.log(`Saved ${pagePath}: ${(body.byteLength / 1024).toFixed(1)} KiB`);
  console.log(`Starting nginx on ${nginxUrl}...`);
  const nginx = startProcess(tools.nginx, ["-p", nginxFolder, "-e", path.join(nginxFolder, "error.log"), "-c", configPath], {});
  stopAtEnd(nginx, "SIGTERM");
  await waitForHttp(`${nginxUrl}/`, nginx, "nginx", 10_000);
  const answers = await captureAnswers(appUrl, pagePaths, tempFolder("magnasul-bench-answers-"));
  console.log(`Starting node:http with the app's captured answers on ${nodeUrl}...`);
  const ceilingScript = fileURLToPath(new URL("./bench/node-ceiling.js", import.meta.url));
  const node = startProcess(process.execPath, [...serverNodeFlags, ceilingScript, String(nodePort), answers], {});
  stopAtEnd(node, "SIGTERM");
  await waitForHttp(`${nodeUrl}/`, node, "node:http", 10_000);

  const settings = `-t${wrkSettings.threads} -c${wrkSettings.connections} -d${wrkSettings.durationSeconds}s --latency`;
  const compared: Compared[] = [];
  for (const pagePath of pagePaths) {
    for (const { name, headers } of encodings) {
      console.log(`wrk ${settings} ${pagePath}, Accept-Encoding: ${name} (app, nginx, node:http)...`);
      const appResult = await runWrk(tools.wrk, appUrl + pagePath, wrkSettings, { headers });
      const nginxResult = await runWrk(tools.wrk, nginxUrl + pagePath, wrkSettings, { headers });
      const nodeResult = await runWrk(tools.wrk, nodeUrl + pagePath, wrkSettings, { headers });
      compared.push({ pagePath, encoding: name, app: appResult, nginx: nginxResult, node: nodeResult });
    }
  }
  const scripts = tempFolder("magnasul-bench-wrk-");
  console.log(`wrk ${settings}: campaign links, each with its own click id (app)...`);
  const campaignResult = await runWrk(tools.wrk, `${appUrl}/`, wrkSettings, { script: wrkScript(scripts, "campaign", campaignLua) });

  console.log(
    `A minute of browsers' traffic (wrk -t${loadMinute.threads} -c${loadMinute.connections} -d${loadMinute.durationSeconds}s: pages, campaign links, searches), sampling the app's memory...`,
  );
  const stopWatching = watchPeakMemory(app.child.pid!);
  const minuteResult = await runWrk(tools.wrk, `${appUrl}/`, loadMinute, { script: wrkScript(scripts, "visitors", visitorsLua) });
  const peakMiB = stopWatching();
  const afterMiB = residentTreeMiB(app.child.pid!);
  check("resident memory at the peak of a minute of load", `${peakMiB.toFixed(0)} MiB`, peakMiB <= targets.residentMiB);

  console.log(`Lighthouse (mobile, ${lighthouseRuns} runs each) in ${chromiumPath}...`);
  const scores = await lighthouseScores(
    lighthousePaths.map((pagePath) => appUrl + pagePath),
    chromiumPath,
    lighthouseRuns,
  );
  await app.stop();

  console.log("Restarting the app on the same data with PAGE_CACHE=off...");
  const uncachedApp = startServer({ port: appPort, dataDir, env: { PAGE_CACHE: "off" } });
  stopAtEnd(uncachedApp, "SIGTERM");
  await uncachedApp.ready(appStartTimeoutMs);
  const uncachedCheck = await get(`${appUrl}/`, browserHeaders);
  if (uncachedCheck.cache === "hit") throw new Error("PAGE_CACHE=off still answered from the page cache");
  await get(`${appUrl}/`, browserHeaders);
  console.log(`wrk ${settings} / with the page cache off (app)...`);
  const uncachedResult = await runWrk(tools.wrk, `${appUrl}/`, wrkSettings, { headers: browserHeaders });
  check(
    "/ rendered with the page cache off",
    `${uncachedResult.requestsPerSecond.toFixed(0)} requests/s`,
    uncachedResult.requestsPerSecond >= targets.uncachedRendersPerSecond,
  );
  console.log(`wrk ${settings} / with the page cache off, uncompressed (app)...`);
  const uncompressedResult = await runWrk(tools.wrk, `${appUrl}/`, wrkSettings);
  const brotliShare = uncachedResult.requestsPerSecond / uncompressedResult.requestsPerSecond;
  check(
    "/ rendered with the page cache off, brotli/uncompressed requests/s",
    brotliShare.toFixed(2),
    brotliShare >= targets.uncachedBrotliShare,
  );

  console.log(`\nMeasured ${startedAt.toISOString()} on ${machine()}; load average ${loadBefore} before, ${loadAverage()} after.`);
  console.log(
    `\n${"target".padEnd(38)} ${"Accept-Encoding".padEnd(15)} ${"server".padEnd(6)} ${"requests/s".padStart(11)} ${"p50".padStart(11)} ${"p99".padStart(11)}`,
  );
  for (const { pagePath, encoding, app: appResult, nginx: nginxResult, node: nodeResult } of compared) {
    for (const [server, result] of [
      ["app", appResult],
      ["nginx", nginxResult],
      ["node", nodeResult],
    ] as const) {
      const errors = result.errors > 0 ? `  (${result.errors} errors)` : "";
      console.log(
        `${pagePath.padEnd(38)} ${encoding.padEnd(15)} ${server.padEnd(6)} ${result.requestsPerSecond.toFixed(0).padStart(11)} ${ms(result.p50Ms)} ${ms(result.p99Ms)}${errors}`,
      );
    }
    const ratio = appResult.requestsPerSecond / nginxResult.requestsPerSecond;
    console.log(
      `${"".padEnd(38)} ratio app/nginx: requests/s ${ratio.toFixed(3)}, p50 ${(appResult.p50Ms / nginxResult.p50Ms).toFixed(1)}x, p99 ${(appResult.p99Ms / nginxResult.p99Ms).toFixed(1)}x`,
    );
    console.log(
      `${"".padEnd(38)} node:http/nginx ${(nodeResult.requestsPerSecond / nginxResult.requestsPerSecond).toFixed(3)}, app/node:http ${(appResult.requestsPerSecond / nodeResult.requestsPerSecond).toFixed(3)}`,
    );
    if (targetPaths.has(pagePath))
      check(`${pagePath} cached, Accept-Encoding: ${encoding}, app/nginx requests/s`, ratio.toFixed(3), ratio >= targets.ratioToNginx);
  }
  const line = (name: string, result: WrkResult) =>
    console.log(
      `${name.padEnd(60)} ${result.requestsPerSecond.toFixed(0).padStart(11)} ${ms(result.p50Ms)} ${ms(result.p99Ms)}${result.errors > 0 ? `  (${result.errors} errors)` : ""}`,
    );
  console.log(`\n${"app".padEnd(60)} ${"requests/s".padStart(11)} ${"p50".padStart(11)} ${"p99".padStart(11)}`);
  line("campaign links (/?utm_…&gclid=<new each time>)", campaignResult);
  line("a minute of browsers' traffic (pages, campaigns, searches)", minuteResult);
  line("/ with the page cache off (PAGE_CACHE=off), br, gzip", uncachedResult);
  line("/ with the page cache off (PAGE_CACHE=off), uncompressed", uncompressedResult);

  console.log(
    `\nApp memory (resident): ${firstStartMiB.toFixed(0)} MiB right after the first start, ${peakMiB.toFixed(0)} MiB at the peak of the minute of load, ${afterMiB.toFixed(0)} MiB after it`,
  );

  console.log(
    `\n${"Lighthouse, mobile, median of " + lighthouseRuns} ${"".padEnd(14)} performance accessibility best-practices seo   (each run)`,
  );
  for (const [url, score] of scores) {
    const cells = [score.performance, score.accessibility, score.bestPractices, score.seo].map((value, index) =>
      String(value).padStart([11, 14, 15, 4][index]!),
    );
    const runs = score.runs.map((run) => `${run.performance}/${run.accessibility}/${run.bestPractices}/${run.seo}`).join(" ");
    console.log(
      `${url.slice(appUrl.length).padEnd(44)} ${cells.join(" ")}   (${runs})${score.problem ? `  (a run failed: ${score.problem})` : ""}`,
    );
    const lowest = Math.min(score.performance, score.accessibility, score.bestPractices, score.seo);
    check(
      `Lighthouse ${url.slice(appUrl.length)} (median of ${lighthouseRuns})`,
      `${score.performance}/${score.accessibility}/${score.bestPractices}/${score.seo}`,
      lowest >= targets.lighthouse,
    );
  }

  console.log("\nTargets:");
  for (const { what, value, passed } of checks) console.log(`  ${passed ? "ok  " : "MISS"} ${what}: ${value}`);
  // Errors (timeouts, non-2xx answers) make the figures meaningless.
  const all = [
    ...compared.flatMap((entry) => [entry.app, entry.nginx, entry.node]),
    campaignResult,
    minuteResult,
    uncachedResult,
    uncompressedResult,
  ];
  const failed = all.some((result) => result.errors > 0);
  if (failed) console.error("\nSome requests failed: the figures above are not valid.");
  return failed || checks.some((entry) => !entry.passed) ? 1 : 0;
}
await run.finish(main);
