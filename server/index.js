// Entry point: `node server/index.js` serves the production build; `--dev` serves the
// app through Vite with hot reload. Everything else lives in server/app.ts.
import express from "express";

/**
 * @typedef {object} AppModule
 * @property {import("express").Express} app
 * @property {(holder: string) => Promise<{ port: number, publicUrl: string, shutdownTimeoutMs: number }>} start
 * @property {() => Promise<void>} stop
 * @property {(server: import("node:http").Server, timeoutMs: number) => Promise<boolean>} closeGracefully
 * @property {import("pino").Logger} logger
 * @property {() => Promise<void>} backupOnRequest
 */

const dev = process.argv.includes("--dev");
if (dev) process.env.NODE_ENV ??= "development";
const buildPath = "../build/server/index.js";

const server = express();
server.disable("x-powered-by");
/** @type {AppModule | undefined} */
let appModule;

try {
  if (dev) {
    const vite = await import("vite").then((mod) =>
      mod.createServer({ server: { middlewareMode: true } }),
    );
    server.use(vite.middlewares);
    appModule = /** @type {AppModule} */ (await vite.ssrLoadModule("./server/app.ts"));
    server.use(async (req, res, next) => {
      try {
        const fresh = /** @type {AppModule} */ (await vite.ssrLoadModule("./server/app.ts"));
        fresh.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    appModule = /** @type {AppModule} */ (await import(buildPath));
    server.use(appModule.app);
  }
  const running = appModule;
  const settings = await running.start(dev ? "npm run dev" : "npm start");
  const listener = server.listen(settings.port, () => {
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
  const known = error instanceof Error && ["ConfigError", "DatabaseLockedError"].includes(error.name);
  console.error(known ? error.message : error);
  await appModule?.stop().catch(() => {});
  process.exit(1);
}
