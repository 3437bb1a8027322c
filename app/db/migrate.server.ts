import path from "node:path";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { startupLocks, withAdvisoryLock } from "./advisory-lock.server";
import type { DatabaseHandle } from "./client.server";

// Scripts, the server and the tests all run from the project root.
export const committedMigrations = path.resolve("app/db/migrations");

/**
 * Applies the committed SQL migrations with drizzle's migrate(): drizzle-kit's own
 * command fails silently on PGlite when a migration creates an extension. On a server,
 * instances (and scripts) starting together apply them one after the other: the second
 * finds them applied.
 */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = committedMigrations) {
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await withAdvisoryLock(handle, startupLocks.migrations, () =>
    migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}
