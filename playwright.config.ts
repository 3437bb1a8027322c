import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets several checkouts run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = `.e2e-data/${port}`;
export const baseURL = `http://localhost:${port}`;
const siteWideSettings = /admin-settings\.spec\.ts$/;
// Specs that start production servers of their own (several instances, shutdown); no browser.
const ownServers = /(several-instances|graceful-shutdown)\.spec\.ts$/;
export const e2eAdmin = { email: "equipe.e2e@magnasul.exemplo.com.br", password: "senha-e2e-segura" };
// Turns two-factor sign-in on and off in its journey, so never the account every other journey uses.
export const e2eTwoFactorStaff = { email: "seguranca.e2e@magnasul.exemplo.com.br", password: "senha-e2e-2fa-segura" };
const createAdmin = (account: { email: string; password: string }) =>
  `node --import tsx scripts/create-admin.ts --email ${account.email} --password ${account.password}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: {
      // Browsers cannot be downloaded here: the system Chromium is used.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: [siteWideSettings, ownServers] },
    // Saving the settings changes every page (the chat switch, meeting hours, tags): these
    // journeys run after all others, so none of them sees a setting change under it.
    { name: "site-settings", use: { ...devices["Desktop Chrome"], channel: undefined }, testMatch: siteWideSettings, dependencies: ["chromium"] },
    { name: "own-servers", testMatch: ownServers, timeout: 120_000 },
  ],
  webServer: {
    // A fresh data folder each run: migrations, the sample content and two staff accounts.
    command: `rm -rf ${dataDir} && ${createAdmin(e2eAdmin)} && ${createAdmin(e2eTwoFactorStaff)} && node server/index.js`,
    url: `${baseURL}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: "e2e-secret-that-is-long-enough-for-sessions",
      // Journeys fill forms faster than people and send many from one address.
      CONTACT_MIN_FILL_SECONDS: "1",
      CONTACT_RATE_LIMIT: "100",
      // Every journey signs in from 127.0.0.1; the limit itself is proven by the integration tests.
      LOGIN_RATE_LIMIT_PER_IP: "1000",
    },
  },
});
