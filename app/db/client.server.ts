import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { logger } from "~/lib/logger.server";
import { acquireDatabaseLock } from "./lock.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** The server's connection pool, for libraries that take one (rate limits). */
  pool?: pg.Pool;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** Folder that holds the embedded database; ignored with a URL. */
  dataDir?: string;
  /** A PostgreSQL server; unset means the embedded database. */
  databaseUrl?: string;
  /** Named in the lock, so another process can say who holds the database. */
  holder: string;
};

// In development the server modules are reloaded on change; the handle must survive that.
const globalStore = globalThis as typeof globalThis & { __appDatabase?: DatabaseHandle };

async function openPglite(dataDir: string | undefined, holder: string): Promise<DatabaseHandle> {
  const release = dataDir ? acquireDatabaseLock(dataDir, holder) : () => {};
  try {
    // The same extensions every time: indexes on unaccent break without them.
    const client = await PGlite.create(dataDir ? path.join(dataDir, "db") : "memory://", {
      extensions: { pg_trgm, unaccent },
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      driver: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection closed by the server (a restart, an administrator) must not end the
  // process: the pool opens a new one for the next query.
  pool.on("error", (error) => logger.warn({ err: error }, "an idle database connection was closed"));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return { db, driver: "postgres", pool, close: () => pool.end() };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.holder);
}

/** Makes a handle the one this process uses. */
export function setProcessDatabase(handle: DatabaseHandle) {
  globalStore.__appDatabase = handle;
}

export function currentDatabase(): DatabaseHandle | undefined {
  return globalStore.__appDatabase;
}

/** The process database, opened at start-up. */
export function db(): Database {
  const handle = globalStore.__appDatabase;
  if (!handle) throw new Error("The database is not open yet.");
  return handle.db;
}

export async function closeDatabase() {
  const handle = globalStore.__appDatabase;
  globalStore.__appDatabase = undefined;
  await handle?.close();
}
