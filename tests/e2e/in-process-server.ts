import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Server } from "node:http";
import { test as base } from "./test";
import { sql } from "drizzle-orm";
import { currentDatabase } from "~/db/client.server";
import { freePort } from "../../scripts/bench/processes";
import { serverEnvironment } from "../../scripts/production-server";

type AppModule = {
  app: import("express").Express;
  handleRequest: import("node:http").RequestListener;
  start: (holder: string) => Promise<unknown>;
  stop: () => Promise<void>;
  createHttpServer: (handler: import("node:http").RequestListener) => Server;
};

export type InProcessServer = {
  base: string;
  /** Creates (or resets) a staff account in the server's database and signs it in: its session cookies. */
  signInStaff: (staff: { email: string; password: string }) => Promise<Array<{ name: string; value: string }>>;
  /** Row counts of the tables a public request can write. */
  counts: () => Promise<Record<string, number>>;
  close: () => Promise<void>;
};

const countedTables = [
  "contact_requests",
  "agent_messages",
  "chat_sessions",
  "leads",
  "outbox_mails",
  "visits",
  "visitor_analytics",
  "site_conversions",
  "users",
  "sessions",
  "accounts",
  "verifications",
] as const;

export const inProcessContactLimit = 20;

/**
 * The production build served from this test process on a fresh embedded database: real
 * HTTP through the real Express app, and the test reads and writes the same database through the
 * app's modules (an embedded database opens in one process only, so a child server would keep
 * them out). Its settings are a child server's (scripts/production-server.ts).
 */
async function startInProcessServer(): Promise<InProcessServer> {
  const entry = path.resolve("build/server/index.js");
  if (!fs.existsSync(entry)) throw new Error("Build the app first: npm run build");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-in-process-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The build reads its configuration once, from this process's environment.
  Object.assign(
    process.env,
    serverEnvironment({
      port,
      dataDir,
      env: {
        LOG_LEVEL: "silent",
        BETTER_AUTH_SECRET: "in-process-secret-that-is-long-enough",
        CONTACT_RATE_LIMIT: String(inProcessContactLimit),
        // Robots are told apart by the fill time; the hostile requests are all a robot's.
        CONTACT_MIN_FILL_SECONDS: "0",
        // Short deadlines, so the slow-client tests end in seconds.
        HEADERS_TIMEOUT_MS: "2000",
        REQUEST_TIMEOUT_MS: "4000",
      },
    }),
  );
  const module = (await import(pathToFileURL(entry).href)) as AppModule;
  await module.start("teste e2e em processo");
  const listener: Server = await new Promise((resolve) => {
    // As server/index.js serves it: cached pages first, then the Express app.
    const server = module.createHttpServer(module.handleRequest).listen(port, "127.0.0.1", () => resolve(server));
  });
  return {
    base,
    async signInStaff(staff) {
      // Imported once this process runs in production mode: the auth entry loads React, and React
      // read before NODE_ENV is set would be its development build beside the server's.
      const { createOrResetStaff } = await import("~/features/auth/index.server");
      await createOrResetStaff(staff);
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(staff),
      });
      if (signIn.status !== 200) throw new Error(`Staff sign-in answered ${signIn.status}`);
      return signIn.headers.getSetCookie().map((line) => {
        const [name, ...value] = line.split(";")[0]!.split("=");
        return { name: name!, value: value.join("=") };
      });
    },
    async counts() {
      const handle = currentDatabase();
      if (!handle) throw new Error("The database is not open.");
      const selects = countedTables.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(", ");
      const result = await handle.db.execute(sql.raw(`select ${selects}`));
      return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
    },
    async close() {
      await new Promise((resolve) => {
        listener.close(resolve);
        listener.closeAllConnections();
      });
      await module.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One in-process server per Playwright worker: the build reads its configuration once per
 * process, so every spec in the worker shares it, each with its own data.
 */
export const test = base.extend<object, { inProcess: InProcessServer }>({
  inProcess: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      if (workerInfo.project.name !== "in-process")
        throw new Error("A spec served in its worker belongs to the in-process project: add it to inProcess in playwright.config.ts.");
      const server = await startInProcessServer();
      await use(server);
      await server.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

export { expect } from "./test";
