import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { RouterContextProvider } from "react-router";
import "react-router";
import { config } from "~/config/env.server";
import { startupLocks, withAdvisoryLock } from "~/db/advisory-lock.server";
import { closeDatabase, currentDatabase, openDatabase, setProcessDatabase } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { rollUpClosedDays } from "~/features/analytics/daily-rollup.server";
import { answerBackupRequest } from "~/features/backup/server-backup.server";
import { groupUngroupedPageViews } from "~/features/analytics/visit-sessions.server";
import { flushVisits } from "~/features/analytics/visits.server";
import { serveImage } from "~/features/images/image-route.server";
import { startInvalidationBroadcast, stopInvalidationBroadcast } from "~/features/page-cache/invalidation-broadcast.server";
import { clearCache, forgetTags, pageCache } from "~/features/page-cache/page-cache.server";
import { contentSecurityPolicy, strictTransportSecurity } from "~/features/security/content-security-policy.server";
import { requireSameOrigin } from "~/features/security/same-origin.server";
import { seedIfEmpty } from "~/features/seed/seed.server";
import { onlyStoredUploads, servedUploadHeaders } from "~/features/uploads/served-headers.server";
import { uploadsDir } from "~/features/uploads/storage.server";
import { logger } from "~/lib/logger.server";
import { cspNonceContext, requestInfoContext } from "~/lib/request-context";
import { refuseControlCharactersInAddress } from "./address-guard";
import { refuseUnboundedBodies } from "./body-limit";
import { answerErrors } from "./error-handler";
import { requestLogging } from "./request-logging";

export { closeGracefully } from "./graceful-close";
export { logger };

let rollingUp: Promise<unknown> = Promise.resolve();

/**
 * Opens the database, applies migrations, seeds the sample content on an empty database, groups
 * older page views into visits and, in the background, rolls up the closed days of visits. On a
 * PostgreSQL server it listens for the cache invalidations of the other instances, and instances
 * starting together take turns at each step.
 */
export async function start(holder: string) {
  const settings = config();
  const handle = await openDatabase({
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    holder,
  });
  setProcessDatabase(handle);
  if (settings.databaseUrl && !settings.authSecret) {
    logger.warn("BETTER_AUTH_SECRET is not set: with several instances, each one signs sessions with the secret in its own DATA_DIR unless they share it");
  }
  if (settings.databaseUrl && handle.pool) {
    await startInvalidationBroadcast({ databaseUrl: settings.databaseUrl, pool: handle.pool, forget: forgetTags, forgetAll: clearCache });
  }
  await runMigrations(handle);
  const { seeded, groupedViews } = await withAdvisoryLock(handle, startupLocks.seeding, async () => ({
    seeded: await seedIfEmpty(),
    // Page views stored before visits existed are put into visits once.
    groupedViews: await groupUngroupedPageViews(handle.db, new URL(settings.publicUrl).host),
  }));
  logger.info({ driver: handle.driver, seeded, groupedViews }, "database ready");
  rollingUp = rollUpClosedDays()
    .then((days) => days > 0 && logger.info({ days }, "visit figures rolled up"))
    .catch((error: unknown) => logger.error({ err: error }, "could not roll up the visit figures"));
  return settings;
}

/** Once no request is under way: stores the buffered visits, then closes the connections. */
export async function stop() {
  await rollingUp;
  await flushVisits();
  await stopInvalidationBroadcast();
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
const { publicUrl, env } = config();

app.disable("x-powered-by");
app.set("trust proxy", config().trustProxy);
app.use(
  helmet({
    // Both depend on the request: the policy carries a fresh nonce, HSTS needs HTTPS.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "sameorigin" },
  }),
);
// Every request, cached or not, gets its id and its log line.
app.use(requestLogging(logger));
app.use(contentSecurityPolicy({ publicUrl, development: env === "development" }));
app.use(strictTransportSecurity(publicUrl));
app.use(requireSameOrigin(publicUrl));
app.use(compression());
// First after compression: cached pages skip everything below, static files included.
app.use(pageCache);
app.use(refuseUnboundedBodies);
app.use(refuseControlCharactersInAddress);

if (env === "production") {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
}
app.get("/images/:name", serveImage);

app.use(
  "/uploads",
  onlyStoredUploads,
  express.static(path.resolve(uploadsDir()), {
    index: false,
    dotfiles: "deny",
    maxAge: "7d",
    setHeaders(res, filePath) {
      res.set(servedUploadHeaders(path.basename(filePath)));
    },
  }),
);

app.all(
  "/{*path}",
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { clientIp: req.ip ?? "unknown" });
      context.set(cspNonceContext, res.locals.cspNonce ?? "");
      return context;
    },
  }),
);
app.use(answerErrors);
