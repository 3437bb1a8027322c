// npm run soak — the production build under SOAK_MINUTES (default 30) of mixed traffic: public
// pages with their page-view beacons, campaign links (a fresh gclid each), distinct searches (a
// new term each), valid contact requests and staff screens. Resident memory of the server (and
// its child processes) is sampled every second; the run fails when, after minute 5, it ever
// exceeds 1.10 x its value at minute 5. Each value is the median of the last 15 samples, so a
// collection's spike counts for nothing. Memory after a minute idle is shown too, and the server's
// resident memory by kind at minute 5 and at the end (malloc arenas, WebAssembly, V8). On a failure,
// the same traffic goes on for a few minutes between two heap snapshots, and the constructors
// that grew most are printed. Targets only 127.0.0.1. Needs `npm run build` and the wrk program.
import fs from "node:fs";
import path from "node:path";
import { heapByConstructor, topGrowth } from "./bench/heap-diff";
import { movingMedian, residentByKind, residentTreeMiB } from "./bench/memory";
import { loadContactRequest } from "./bench/contact-request";
import { createStaff } from "./bench/staff";
import { findExecutable, freePort, type Managed } from "./bench/processes";
import { loadAverage, machine, runControl } from "./bench/run-control";
import { runWrk, wrkScript } from "./bench/wrk";
import { startServer } from "./production-server";

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
if (!Number.isFinite(minutes) || minutes < 1) {
  console.error("SOAK_MINUTES must be a number of minutes, at least 1.");
  process.exit(1);
}
// Minute 5 of the issue; a shorter run (while developing) takes its first third instead.
const baselineMinute = Number(Math.min(5, minutes / 3).toFixed(1));
const allowedGrowth = 1.1;
const medianWidth = 15;
const idleSeconds = 60;
// A snapshot makes the server hold hundreds of MiB more for good: they are taken after the verdict.
const diagnosisMinutes = Math.min(5, minutes);
const appStartTimeoutMs = 120_000;
// The run, the start, a minute idle, two heap snapshots and their margins.
const overallTimeoutMs = (minutes + 10) * 60_000;
const staff = { email: "soak@magnasul.exemplo.com.br", password: "senha-do-teste-de-resistencia" };
const staffScreens = ["/admin", "/admin/leads", "/admin/messages", "/admin/outbox", "/admin/reports", "/admin/activity", "/admin/pages"];
const pagePaths = ["/", "/produtos/grade-magnetica-neodimio", "/produtos", "/blog", "/contato", "/quem-somos"];
// A browser in the Node loops: one request after the other, at these intervals.
const pageViewEveryMs = 200;
const contactEveryMs = 2000;
const staffEveryMs = 1000;

if (!fs.existsSync(path.resolve("build/server/index.js"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const wrk = findExecutable("wrk");
if (!wrk) {
  console.error("Missing wrk: apt-get install -y wrk");
  process.exit(1);
}

const run = runControl(overallTimeoutMs);

// Most of the load: pages, campaign links with their click ids, searches that were never typed before.
const visitorsLua = `local pages = { ${pagePaths.map((page) => `"${page}"`).join(", ")} }
local words = { "grade", "ima", "filtro", "tambor", "placa", "separador", "motor", "rotor" }
local n = 0
math.randomseed(os.time())
request = function()
  n = n + 1
  local address
  local kind = n % 10
  if kind < 4 then
    address = pages[(n % #pages) + 1]
  elseif kind < 7 then
    address = "/?utm_source=google&utm_medium=cpc&utm_campaign=separadores&gclid=" .. math.random(1, 1000000000) .. "-" .. n
  else
    address = "/api/search?q=" .. words[(n % #words) + 1] .. "%20" .. math.random(1, 1000000000) .. n
  end
  return wrk.format("GET", address, { ["Accept-Encoding"] = "br, gzip" })
end
`;

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

type Tally = { sent: number; failed: number; timedOut: number; lastProblem?: string };

/** Runs one request after another until stopped, each at most every `everyMs`; counts answers outside 2xx. */
async function keepSending(stopped: () => boolean, everyMs: number, tally: Tally, send: (n: number) => Promise<Response>) {
  for (let n = 0; !stopped(); n++) {
    const started = Date.now();
    try {
      const response = await send(n);
      await response.arrayBuffer();
      if (!response.ok) {
        tally.failed++;
        tally.lastProblem = `${response.url} answered ${response.status}`;
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === "TimeoutError") tally.timedOut++;
      else {
        tally.failed++;
        tally.lastProblem = String(error);
      }
    }
    tally.sent++;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started))));
  }
}

async function signIn(base: string) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(staff),
  });
  if (!response.ok) throw new Error(`Signing the staff account in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

/** Asks the server for a heap snapshot (its --heapsnapshot-signal) and waits until it is written. */
async function heapSnapshot(app: Managed, folder: string, base: string) {
  const before = new Set(fs.readdirSync(folder));
  app.child.kill("SIGUSR2");
  for (let size = -1; ;) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const file = fs.readdirSync(folder).find((name) => name.endsWith(".heapsnapshot") && !before.has(name));
    if (!file) continue;
    // V8 writes it on the server's main thread: once the server answers again, the file is whole.
    const answered = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    const now = fs.statSync(path.join(folder, file)).size;
    if (answered && now === size) return path.join(folder, file);
    size = now;
  }
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;

type Tallies = Record<"pageViews" | "contacts" | "staff", Tally>;

/** wrk's visitors plus the browser-like loops, for the given time; how it went. */
async function drive(base: string, cookie: string, seconds: number, stopWrk: AbortSignal) {
  let stopped = false;
  const tallies: Tallies = {
    pageViews: { sent: 0, failed: 0, timedOut: 0 },
    contacts: { sent: 0, failed: 0, timedOut: 0 },
    staff: { sent: 0, failed: 0, timedOut: 0 },
  };
  const json = (body: unknown): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": browser, origin: base },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const runId = Date.now();
  const loops = [
    keepSending(
      () => stopped,
      pageViewEveryMs,
      tallies.pageViews,
      (n) =>
        fetch(`${base}/api/visits`, json({ session_id: `soak-${runId}-${n}`, page_path: pagePaths[n % pagePaths.length], referrer: "" })),
    ),
    keepSending(
      () => stopped,
      contactEveryMs,
      tallies.contacts,
      (n) =>
        fetch(
          `${base}/api/contact-requests`,
          json(loadContactRequest(`soak-${runId}-${n}@cliente.exemplo.com.br`, "teste de resistência")),
        ),
    ),
    keepSending(
      () => stopped,
      staffEveryMs,
      tallies.staff,
      (n) =>
        fetch(`${base}${staffScreens[n % staffScreens.length]}`, {
          headers: { cookie, "user-agent": browser },
          signal: AbortSignal.timeout(10_000),
        }),
    ),
  ];
  const traffic = await runWrk(
    wrk!,
    `${base}/`,
    { threads: 2, connections: 32, durationSeconds: seconds },
    { script: wrkScript(run.tempFolder("magnasul-soak-wrk-"), "visitors", visitorsLua) },
    stopWrk,
  );
  stopped = true;
  await Promise.all(loops);
  return { traffic, tallies };
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = run.tempFolder("magnasul-soak-data-");
  const snapshots = run.tempFolder("magnasul-soak-heap-");
  const env = {
    // One address sends every contact request and page view, forms filled in no time: the spam limits are raised for it.
    CONTACT_RATE_LIMIT: "1000000",
    CONTACT_MIN_FILL_SECONDS: "1",
    VISIT_RATE_LIMIT: "1000000",
  };
  console.log("Creating the staff account on an empty data folder (npm run create-admin)...");
  await createStaff(staff, { DATA_DIR: dataDir, DATABASE_URL: "" });
  console.log(`Starting the app on ${base} (first start: sample content)...`);
  const app = startServer({ port, dataDir, env, nodeFlags: ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${snapshots}`] });
  run.stopAtEnd(app, "SIGTERM");
  await app.ready(appStartTimeoutMs);
  const cookie = await signIn(base);
  const pid = app.child.pid!;
  // Its end would leave wrk measuring refused connections: the run stops with what it printed last.
  const stopWrk = new AbortController();
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    stopWrk.abort();
    void run.abort(1, `The app exited during the run (${signal ?? code}):\n${app.output()}`);
  };
  app.child.once("exit", onExit);
  const startedAt = new Date();
  const loadBefore = loadAverage();

  const samples: number[] = [];
  const perMinute: number[] = [];
  const baselineSecond = Math.round(baselineMinute * 60);
  let baseline = Number.NaN;
  let kindsAtBaseline: Record<string, number> = {};
  let worst = { minute: 0, mib: 0 };
  const sampler = setInterval(() => {
    samples.push(residentTreeMiB(pid));
    const second = samples.length;
    const current = movingMedian(samples, medianWidth);
    if (second % 60 === 0) {
      perMinute.push(current);
      console.log(`  minute ${second / 60}: ${mib(current)}`);
    }
    if (second === baselineSecond) {
      baseline = current;
      kindsAtBaseline = residentByKind(pid);
    }
    if (second > baselineSecond && current > worst.mib) worst = { minute: second / 60, mib: current };
  }, 1000);

  console.log(`${minutes} minutes of mixed traffic (wrk -t2 -c32 plus page views, contact requests and staff screens)...`);
  const { traffic, tallies } = await drive(base, cookie, minutes * 60, stopWrk.signal);
  const atEnd = movingMedian(samples, medianWidth);
  const kindsAtEnd = residentByKind(pid);
  const limit = baseline * allowedGrowth;
  const failed = !(worst.mib <= limit);

  console.log(`Idle for ${idleSeconds} s...`);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  clearInterval(sampler);
  const idle = movingMedian(samples, medianWidth);

  const loopRequests = Object.values(tallies).reduce((sum, tally) => sum + tally.sent, 0);
  const requests = traffic.requestsPerSecond + loopRequests / (minutes * 60);
  console.log(`\nMeasured ${startedAt.toISOString()} on ${machine()}; load average ${loadBefore} before, ${loadAverage()} after.`);
  console.log(
    `Traffic: ${requests.toFixed(0)} requests/s in all; wrk (pages, campaign links, searches) ${traffic.requestsPerSecond.toFixed(0)}/s, p50 ${traffic.p50Ms.toFixed(1)} ms, p99 ${traffic.p99Ms.toFixed(1)} ms, ${traffic.errors - traffic.timeouts} errors, ${traffic.timeouts} timed out`,
  );
  for (const [name, tally] of Object.entries(tallies)) {
    const last = tally.lastProblem ? ` (last: ${tally.lastProblem})` : "";
    console.log(`  ${name}: ${tally.sent} sent, ${tally.failed} failed${last}, ${tally.timedOut} timed out (10 s)`);
  }
  console.log(`\nResident memory (median of the last ${medianWidth} one-second samples):`);
  console.log(`${"minute".padStart(6)} ${"MiB".padStart(6)}  vs minute ${baselineMinute}`);
  perMinute.slice(0, minutes).forEach((value, index) => {
    const versus = index + 1 < baselineMinute ? "" : `${(((value - baseline) / baseline) * 100).toFixed(1).padStart(6)} %`;
    console.log(`${String(index + 1).padStart(6)} ${value.toFixed(0).padStart(6)}  ${versus}`);
  });
  console.log(
    `\nMinute ${baselineMinute}: ${mib(baseline)}; highest after it: ${mib(worst.mib)} (minute ${worst.minute.toFixed(1)}); limit ${mib(limit)}; end of the traffic: ${mib(atEnd)}; after ${idleSeconds} s idle: ${mib(idle)}.`,
  );
  // A heap snapshot sees only the JavaScript heap; this names what grows outside it.
  console.log(`\nThe server's resident memory by kind, minute ${baselineMinute} → end of the traffic (one sample each):`);
  for (const [kind, end] of Object.entries(kindsAtEnd).sort(([, a], [, b]) => b - a)) {
    const start = kindsAtBaseline[kind] ?? 0;
    console.log(
      `  ${kind.padEnd(42)} ${mib(start).padStart(8)} → ${mib(end).padStart(8)}  (${end >= start ? "+" : ""}${(end - start).toFixed(0)})`,
    );
  }
  // A wrong answer fails the run; a timeout is reported: on a shared machine it measures the others' load.
  const requestsFailed = traffic.errors > traffic.timeouts || Object.values(tallies).some((tally) => tally.failed > 0);
  if (requestsFailed) console.error("\nSome requests failed (see above).");

  if (failed) {
    console.log(`\nFAIL: memory grew more than 10 % after minute ${baselineMinute}.`);
    console.log(`Heap snapshot, ${diagnosisMinutes} more minutes of the same traffic, heap snapshot...`);
    const before = heapByConstructor(await heapSnapshot(app, snapshots, base));
    await drive(base, cookie, diagnosisMinutes * 60, stopWrk.signal);
    const after = heapByConstructor(await heapSnapshot(app, snapshots, base));
    console.log(`\nWhat grew in the JavaScript heap over those ${diagnosisMinutes} minutes (shallow size):`);
    for (const entry of topGrowth(before, after)) {
      const grown = `${(entry.bytes / 1024 / 1024).toFixed(2)} MiB`.padStart(12);
      console.log(`  ${entry.name.slice(0, 50).padEnd(50)} ${grown} ${String(entry.count).padStart(9)} objects`);
    }
  } else {
    console.log(`\nok: memory stayed within 10 % of minute ${baselineMinute}.`);
  }
  app.child.off("exit", onExit);
  return failed || requestsFailed ? 1 : 0;
}

await run.finish(main);
