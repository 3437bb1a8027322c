import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { RouterContextProvider } from "react-router";
import "react-router";
import { config } from "~/config/env.server";
import { closeDatabase, currentDatabase, openDatabase, setProcessDatabase } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { rollUpClosedDays } from "~/features/analytics/daily-rollup.server";
import { answerBackupRequest } from "~/features/backup/server-backup.server";
import { groupUngroupedPageViews } from "~/features/analytics/visit-sessions.server";
import { serveImage } from "~/features/images/image-route.server";
import { pageCache } from "~/features/page-cache/page-cache.server";
import { seedIfEmpty } from "~/features/seed/seed.server";
import { uploadsDir } from "~/features/uploads/storage.server";
import { logger } from "~/lib/logger.server";
import { requestInfoContext } from "~/lib/request-context";
import { refuseControlCharactersInAddress } from "./address-guard";
import { refuseUnboundedBodies } from "./body-limit";
import { answerErrors } from "./error-handler";

/**
 * Opens the database, applies migrations, seeds the sample content on an empty database, groups
 * older page views into visits and, in the background, rolls up the closed days of visits.
 */
export async function start(holder: string) {
  const settings = config();
  const handle = await openDatabase({
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    holder,
  });
  setProcessDatabase(handle);
  await runMigrations(handle);
  const seeded = await seedIfEmpty();
  // Page views stored before visits existed are put into visits once.
  const groupedViews = await groupUngroupedPageViews(handle.db, new URL(settings.publicUrl).host);
  logger.info({ driver: handle.driver, seeded, groupedViews }, "database ready");
  rollUpClosedDays()
    .then((days) => days > 0 && logger.info({ days }, "visit figures rolled up"))
    .catch((error: unknown) => logger.error({ err: error }, "could not roll up the visit figures"));
  return settings;
}

export async function stop() {
  await closeDatabase();
}

/** `npm run backup` sends SIGUSR2 while this server holds the embedded database. */
export async function backupOnRequest() {
  const handle = currentDatabase();
  if (!handle) return;
  await answerBackupRequest(handle, config().dataDir, uploadsDir()).catch((error: unknown) =>
    logger.error({ err: error }, "could not answer a backup request"),
  );
}

export const app = express();

app.disable("x-powered-by");
app.set("trust proxy", "loopback");
app.use(
  helmet({
    // The Content-Security-Policy with nonces comes with the security issue; these apply now.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  }),
);
app.use(compression());
// First after compression: cached pages skip everything below, static files included.
app.use(pageCache);
app.use(refuseUnboundedBodies);
app.use(refuseControlCharactersInAddress);

if (config().env === "production") {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
}
app.get("/images/:name", serveImage);

app.use(
  "/uploads",
  express.static(path.resolve(uploadsDir()), {
    index: false,
    dotfiles: "deny",
    maxAge: "7d",
    setHeaders(res, filePath) {
      if (/\.(docx?|txt)$/i.test(filePath)) res.setHeader("Content-Disposition", "attachment");
    },
  }),
);

app.all(
  "/{*path}",
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { clientIp: req.ip ?? "unknown" });
      return context;
    },
  }),
);

app.use(answerErrors);
