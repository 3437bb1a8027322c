// Entry point: `node server/index.js` serves the production build; `--dev` serves the
// app through Vite with hot reload. Everything else lives in server/app.ts.
import "./production-mode.js";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import express from "express";

/**
 * @typedef {object} AppModule
 * @property {import("express").Express} app
 * @property {import("node:http").RequestListener} handleRequest
 * @property {(holder: string, options?: { prepareElsewhere?: () => Promise<void> }) => Promise<{ port: number, publicUrl: string, shutdownTimeoutMs: number }>} start
 * @property {() => Promise<void>} stop
 * @property {(server: import("node:http").Server, timeoutMs: number) => Promise<boolean>} closeGracefully
 * @property {import("pino").Logger} logger
 * @property {() => Promise<void>} backupOnRequest
 * @property {(handler: import("node:http").RequestListener) => import("node:http").Server} createHttpServer
 */

const dev = process.argv.includes("--dev");
const buildPath = "../build/server/index.js";

/**
 * Migrations and the sample content run in a child process (server/prepare-database.js) while
 * this one holds the database: generating the sample images leaves hundreds of MiB that the
 * allocator keeps after they are freed, and they leave with the child.
 * @param {string} holder
 */
function prepareInChild(holder) {
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(new URL("./prepare-database.js", import.meta.url));
    const child = spawn(process.execPath, [...process.execArgv, script, holder], { stdio: "inherit" });
    /** @param {NodeJS.Signals} signal */
    const relay = (signal) => child.kill(signal);
    process.on("SIGTERM", relay);
    process.on("SIGINT", relay);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGTERM", relay);
      process.off("SIGINT", relay);
      if (code === 0) resolve(undefined);
      else
        reject(
          Object.assign(new Error(`A preparação do banco de dados falhou (${signal ?? `código ${code}`}).`), { name: "PreparationError" }),
        );
    });
  });
}

const server = express();
server.disable("x-powered-by");
/** @type {AppModule | undefined} */
let appModule;
/** @type {import("node:http").RequestListener} */
let listen = server;

try {
  if (dev) {
    const vite = await import("vite").then((mod) => mod.createServer({ server: { middlewareMode: true } }));
    server.use(vite.middlewares);
    appModule = /** @type {AppModule} */ (await vite.ssrLoadModule("./server/app.ts"));
    server.use(async (req, res, next) => {
      try {
        const fresh = /** @type {AppModule} */ (await vite.ssrLoadModule("./server/app.ts"));
        // The same entry as production: cached pages first, then the app.
        fresh.handleRequest(req, res);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    appModule = /** @type {AppModule} */ (await import(buildPath));
    // Cached pages are answered before Express; the rest goes through the app.
    listen = appModule.handleRequest;
  }
  const running = appModule;
  const holder = dev ? "npm run dev" : "npm start";
  const settings = await running.start(holder, dev ? {} : { prepareElsewhere: () => prepareInChild(holder) });
  const listener = running.createHttpServer(listen).listen(settings.port, () => {
    running.logger.info(`Servidor pronto em ${settings.publicUrl} (painel em ${settings.publicUrl}/admin)`);
  });

  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    running.logger.info({ signal }, "stopping: finishing the requests under way");
    // Whatever hangs (a database that never answers), the process still ends.
    setTimeout(() => process.exit(1), settings.shutdownTimeoutMs + 5_000).unref();
    const finished = await running.closeGracefully(listener, settings.shutdownTimeoutMs);
    await running.stop();
    running.logger.info({ finished }, finished ? "stopped" : "stopped after cutting the requests still under way");
    process.exit(finished ? 0 : 1);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGUSR2", () => void running.backupOnRequest());
  process.on("SIGINT", () => void shutdown("SIGINT"));
} catch (error) {
  const known = error instanceof Error && ["ConfigError", "DatabaseLockedError", "PreparationError"].includes(error.name);
  console.error(known ? error.message : error);
  await appModule?.stop().catch(() => {});
  process.exit(1);
}
