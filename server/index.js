// Entry point: `node server/index.js` serves the production build; `--dev` serves the
// app through Vite with hot reload. Everything else lives in server/app.ts.
import express from "express";

/**
 * @typedef {object} AppModule
 * @property {import("express").Express} app
 * @property {(holder: string) => Promise<{ port: number, publicUrl: string }>} start
 * @property {() => Promise<void>} stop
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
    console.log(`Servidor pronto em ${settings.publicUrl} (painel em ${settings.publicUrl}/admin)`);
  });

  let stopping = false;
  /** @param {string} signal */
  const shutdown = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recebido: encerrando...`);
    // Finish the requests under way, then close the database cleanly.
    listener.close(async () => {
      await running.stop();
      process.exit(0);
    });
    listener.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGUSR2", () => void running.backupOnRequest());
  process.on("SIGINT", () => shutdown("SIGINT"));
} catch (error) {
  const known = error instanceof Error && ["ConfigError", "DatabaseLockedError"].includes(error.name);
  console.error(known ? error.message : error);
  await appModule?.stop().catch(() => {});
  process.exit(1);
}
