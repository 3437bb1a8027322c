import { defineConfig, devices } from "@playwright/test";
import "./scripts/asset-imports.mjs";
import { serverArgs, serverEnvironment } from "./scripts/production-server";
import { mailboxDir, smtpPortFor } from "./tests/e2e/mailbox";
import { staffStateFile, type E2eRole } from "./tests/e2e/staff-accounts";

// E2E_PORT lets several checkouts run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = `.e2e-data/${port}`;
export const baseURL = `http://localhost:${port}`;
export const staffState = staffStateFile(dataDir);
export const staffStateOf = (role: E2eRole) => staffStateFile(dataDir, role);
export const mailbox = mailboxDir(port);
const siteWideSettings = /admin-settings\.spec\.ts$/;
// Specs that start production servers of their own (several instances, shutdown, a lean one, a
// SIGKILL in a burst, a backup and its restore).
const ownServers = /(several-instances(-s3)?|graceful-shutdown|lean-server|durability|backup-cli)\.spec\.ts$/;
// Specs that serve the build inside their worker (tests/e2e/in-process-server.ts).
const inProcess = /(hostile-bounds|hostile-input|long-lists|meeting-hold|stored-xss|visitor-bounds)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // Two browser journeys at a time, and beside them a spec that serves the build in its worker
  // and one that starts servers of its own.
  workers: 4,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // A sign-in's password check (scrypt, memory-hard by design) takes seconds when both workers
  // and the server share 2 busy cores; the steps that wait on one get 10 s instead of 5.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace of every journey, to keep those that fail, made the journeys 15 to 20 %
    // slower (decision 308): `npx playwright test --trace retain-on-failure` records them when a
    // failure needs one. A failing journey's last screen costs nothing until it fails.
    trace: "off",
    screenshot: "only-on-failure",
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: {
      // Browsers cannot be downloaded here: Debian's build of Chromium's headless shell is used,
      // the browser Playwright itself runs headless, a quarter faster here than the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Playwright queues a worker fixture's specs after all others of their project: in
    // `chromium`, these (a 50 s serial fuzz among them) ran last, on a worker of two, while the
    // other cores waited. First in the queue, on a worker of their own, they run from the start.
    { name: "in-process", use: { ...devices["Desktop Chrome"], channel: undefined }, testMatch: inProcess, workers: 1 },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: [siteWideSettings, ownServers, inProcess],
      workers: 2,
    },
    // Saving the settings changes every page (the chat switch, meeting hours, tags): these
    // journeys run after all others, so none of them sees a setting change under it.
    {
      name: "site-settings",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: siteWideSettings,
      dependencies: ["chromium"],
      workers: 2,
    },
    // Each starts and seeds production servers of its own, and much of it waits (a lease to run
    // out, a restore): one at a time, beside the browser journeys.
    { name: "own-servers", testMatch: ownServers, timeout: 120_000, workers: 1 },
  ],
  webServer: {
    // A fresh data folder each run: migrations, the sample content, two staff accounts and a session;
    // then the production server, as npm run serve starts it (scripts/production-server.ts).
    command: `rm -rf ${dataDir} && node --import tsx --import ./scripts/asset-imports.mjs tests/e2e/prepare-staff.ts && node ${serverArgs.join(" ")}`,
    url: `${baseURL}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: serverEnvironment({
      port,
      dataDir,
      env: {
        PUBLIC_URL: baseURL,
        BETTER_AUTH_SECRET: "e2e-secret-that-is-long-enough-for-sessions",
        // Journeys fill forms faster than people and send many from one address.
        CONTACT_MIN_FILL_SECONDS: "1",
        CONTACT_RATE_LIMIT: "100",
        // Journeys book meetings through the assistant from 127.0.0.1; the in-process server keeps the default 3.
        MEETING_BOOKINGS_PER_ADDRESS: "100",
        // Every journey signs in from 127.0.0.1; the limit itself is proven by the integration tests.
        LOGIN_RATE_LIMIT_PER_IP: "1000",
        VISIT_RATE_LIMIT: "100000",
        // The e-mail goes to the run's own SMTP server (global-setup.ts), read back through mailbox.ts.
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtpPortFor(port)),
        SMTP_FROM: "Site E2E <site@magnasul.exemplo.com.br>",
        // The scheduled-publishing journey's post, due the next minute, comes out at the next check.
        PUBLISH_CHECK_SECONDS: "2",
        PUBLISH_CLOCK_AHEAD_SECONDS: "120",
      },
    }),
  },
});
