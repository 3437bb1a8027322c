// Before anything else: better-auth makes zod schemas as it loads, and zod reads its jitless setting
// as each schema is made (decision 301).
import "~/lib/zod";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { RouterContextProvider } from "react-router";
import "react-router";
import { config } from "~/config/env.server";
import { startupLocks, withAdvisoryLock } from "~/db/advisory-lock.server";
import { closeDatabase, currentDatabase, openDatabase, setProcessDatabase, type DatabaseHandle } from "~/db/client.server";
import { acquireDatabaseLock } from "~/db/lock.server";
import { runMigrations } from "~/db/migrate.server";
import { rollUpClosedDays, groupUngroupedPageViews, flushVisits } from "~/features/analytics/index.server";
import { keepActivityForAYear } from "~/features/activity/index.server";
import { startReminderChecks } from "~/features/reminders/index.server";
import { startHoldSweep } from "~/features/leads/index.server";
import { startScheduledPublishing } from "~/features/scheduled-publishing/index.server";
import type { PeriodicJob } from "~/lib/periodic-job.server";
import { answerBackupRequest } from "~/platform/backup/index.server";
import { startOutbox } from "~/features/notifications/index.server";
import { startCdnPurges } from "~/platform/cdn-purge/index.server";
import { stampContactFormClock } from "~/features/contact/index.server";
import { serveImage } from "~/platform/images/index.server";
import {
  startInvalidationBroadcast,
  stopInvalidationBroadcast,
  answerFromCache,
  clearCache,
  forgetTags,
  pageCache,
  sharedCaching,
} from "~/platform/page-cache/index.server";
import {
  contentSecurityPolicy,
  rawRequestOverHttps,
  strictTransportSecurity,
  strictTransportSecurityValue,
  type TrustProxy,
  requireSameOrigin,
} from "~/platform/security/index.server";
import { getSharedCacheTimes } from "~/features/settings/index.server";
import { fileStorage, serveUploads } from "~/features/uploads/index.server";
import { logger } from "~/lib/logger.server";
import { cspNonceContext, refusedMethodContext, requestInfoContext } from "~/lib/request-context";
import { refuseControlCharactersInAddress } from "./address-guard";
import { limitBodies } from "./body-limit";
import { compressAnswers } from "./compression";
import { redirectToCanonicalAddress } from "./canonical-address";
import { answerErrors } from "./error-handler";
import { refuseUnservedMethods } from "./methods";
import { keepStaffAnswersPrivate, sameOriginReferrerOnSecretLinks } from "./private-answers";
import { isApiPath, isPrivatePath } from "./staff-paths";
import { identifyRequests, logWhenAnswered } from "./request-logging";
import { takingTurns } from "./request-turns";

export { closeGracefully } from "./graceful-close";
export { createHttpServer } from "./http-server";
export { logger };

let rollingUp: Promise<unknown> = Promise.resolve();
// The jobs every instance runs in the background while it serves.
let periodicJobs: PeriodicJob[] = [];

/**
 * Applies migrations, seeds the sample content on an empty database and groups older page
 * views into visits; instances starting together on a PostgreSQL server take turns at each step.
 */
async function prepare(handle: DatabaseHandle, publicUrl: string) {
  await runMigrations(handle);
  // Loaded only where it runs: the sample files' generators stay out of a server prepared by a child.
  const { seedIfEmpty } = await import("~/features/seed/index.server");
  const { seeded, groupedViews } = await withAdvisoryLock(handle, startupLocks.seeding, async () => ({
    seeded: await seedIfEmpty(),
    // Page views stored before visits existed are put into visits once.
    groupedViews: await groupUngroupedPageViews(handle.db, new URL(publicUrl).host),
  }));
  const { indexStoredUploads } = await import("~/features/media/index.server");
  const indexedUploads = await withAdvisoryLock(handle, startupLocks.seeding, () => indexStoredUploads());
  logger.info({ driver: handle.driver, seeded, groupedViews, indexedUploads }, "database ready");
}

/**
 * `server/prepare-database.js`: the preparation in a process of its own, started by the server
 * while it holds the embedded database's lock. The memory that generating the sample images
 * takes (kept by the allocator after it is freed) leaves with this process.
 */
export async function prepareDatabase(holder: string) {
  const settings = config();
  const handle = await openDatabase({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl, holder, lock: "parent" });
  setProcessDatabase(handle);
  try {
    await prepare(handle, settings.publicUrl);
  } finally {
    await closeDatabase();
  }
}

export type StartOptions = {
  /** Prepares the database elsewhere (a child process) before this one opens it; unset, it is prepared here. */
  prepareElsewhere?: () => Promise<void>;
};

/**
 * Opens the database, prepares it (here or elsewhere) and, in the background, rolls up the closed
 * days of visits. On a PostgreSQL server it listens for the cache invalidations of the other instances.
 */
export async function start(holder: string, { prepareElsewhere }: StartOptions = {}) {
  const settings = config();
  let lock: (() => void) | undefined;
  if (prepareElsewhere) {
    // The lock is held from before the preparation until the server stops: no script slips in between.
    lock = settings.databaseUrl ? undefined : acquireDatabaseLock(settings.dataDir, holder);
    try {
      await prepareElsewhere();
    } catch (error) {
      lock?.();
      throw error;
    }
  }
  const handle = await openDatabase({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl, holder, lock });
  setProcessDatabase(handle);
  if (settings.databaseUrl && !settings.authSecret) {
    logger.warn(
      "BETTER_AUTH_SECRET is not set: with several instances, each one signs sessions with the secret in its own DATA_DIR unless they share it",
    );
  }
  if (settings.databaseUrl && handle.pool) {
    await startInvalidationBroadcast({ databaseUrl: settings.databaseUrl, pool: handle.pool, forget: forgetTags, forgetAll: clearCache });
  }
  if (!prepareElsewhere) await prepare(handle, settings.publicUrl);
  periodicJobs = [
    startScheduledPublishing(settings.publishCheckSeconds, () => new Date(Date.now() + settings.publishClockAheadSeconds * 1000)),
    startReminderChecks(settings.reminderCheckSeconds),
    startHoldSweep(settings.reminderCheckSeconds),
    startOutbox(settings.outboxCheckSeconds, settings.dataDir),
    startCdnPurges(settings.outboxCheckSeconds),
    keepActivityForAYear(),
  ];
  rollingUp = rollUpClosedDays()
    .then((days) => days > 0 && logger.info({ days }, "visit figures rolled up"))
    .catch((error: unknown) => logger.error({ err: error }, "could not roll up the visit figures"));
  return settings;
}

/** Once no request is under way: stores the buffered visits, then closes the connections. */
export async function stop() {
  await Promise.all(periodicJobs.map((job) => job.stop()));
  await rollingUp;
  await flushVisits();
  await stopInvalidationBroadcast();
  await closeDatabase();
}

/** `npm run backup` sends SIGUSR2 while this server holds the embedded database. */
export async function backupOnRequest() {
  const handle = currentDatabase();
  if (!handle) return;
  await answerBackupRequest(handle, config().dataDir, fileStorage()).catch((error: unknown) =>
    logger.error({ err: error }, "could not answer a backup request"),
  );
}

export const app = express();
const { publicUrl, env } = config();
const pageCacheOn = config().pageCache.enabled;

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
app.use(keepStaffAnswersPrivate);
app.use(sameOriginReferrerOnSecretLinks);
app.use(strictTransportSecurity(publicUrl));
if (env === "production") {
  // Built files carry no nonce and no request id: the same bytes for everyone, compressed at build time.
  const precompressed = { enableBrotli: true, orderPreference: ["br", "gz"] };
  app.use(
    "/assets",
    expressStaticGzip("build/client/assets", { ...precompressed, serveStatic: { immutable: true, maxAge: "1y", index: false } }),
  );
  const rootFiles = expressStaticGzip("build/client", { ...precompressed, serveStatic: { maxAge: "1h", index: false } });
  // Only the build's own files (favicon.svg) have an extension: a page never waits on a disk look-up.
  app.use((req, res, next) => (path.extname(req.path) ? rootFiles(req, res, next) : next()));
}
app.use(identifyRequests);
app.use(contentSecurityPolicy({ publicUrl, development: env === "development" }));
app.use(requireSameOrigin(publicUrl));
app.use(compressAnswers());
app.use(sharedCaching({ times: getSharedCacheTimes, isPrivate: (path) => isPrivatePath(path) || isApiPath(path) }));
if (pageCacheOn) app.use(pageCache);
app.use(limitBodies);
app.use(refuseControlCharactersInAddress);
// Given as a function, React Router prepares its route table again on every request;
// only development, where routes change under the running server, needs that.
const serverBuild =
  env === "development" ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build");
app.use(refuseUnservedMethods(serverBuild));

app.get("/images/:name", serveImage);

app.use("/uploads", ...serveUploads());

app.all(
  "/{*path}",
  createRequestHandler({
    build: serverBuild,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { clientIp: req.ip ?? "unknown" });
      context.set(cspNonceContext, res.locals.cspNonce ?? "");
      context.set(refusedMethodContext, res.locals.refusedMethod ?? null);
      return context;
    },
  }),
);
app.use(answerErrors);

// What the app answers starts on a turn of the event loop of its own, so a burst of new connections
// is accepted between two of its requests (server/request-turns.ts).
const appInTurn = takingTurns((req, res) => app(req, res));

/**
 * The server's request listener: an address in another case or with a trailing slash is sent to
 * its canonical form, and a page the cache holds is answered, both before Express (its whole
 * chain costs about eight times the write), the page with the headers it was stored with;
 * anything else goes through the app.
 */
export function handleRequest(req: IncomingMessage, res: ServerResponse) {
  // Every request gets its one log line, its wait for a turn included.
  logWhenAnswered(logger, req, res);
  const trust = app.get("trust proxy fn") as TrustProxy;
  const overHttps = rawRequestOverHttps(req, publicUrl, trust);
  if (redirectToCanonicalAddress(req, res, overHttps ? strictTransportSecurityValue : undefined)) return;
  stampContactFormClock(req, res, overHttps);
  if (pageCacheOn && answerFromCache(req, res, overHttps)) return;
  appInTurn(req, res);
}
