import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { logger } from "~/lib/logger.server";
import { acquireDatabaseLock } from "./lock.server";
import { PostgresPool } from "./postgres-pool.server";
import * as schema from "./schema";
import { forget, recall, remember } from "~/lib/remember";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database inside `db().transaction(...)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

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
  /** The embedded database's lock: taken here (default), already taken by this process (its release), or held by the parent process. */
  lock?: "take" | "parent" | (() => void);
  /** An embedded database's starting content: a dumped data folder (PGlite's dumpDataDir). */
  loadDataDir?: Blob;
};

const sharedBuffers = "16MB";

/**
 * An embedded PostgreSQL: in a folder, or in memory without one. `loadDataDir` starts it
 * from a dumped data folder instead of an empty one (the tests' migrated template).
 */
export function createPglite(dataDir: string | undefined, loadDataDir?: Blob) {
  // The same extensions every time: indexes on unaccent break without them.
  return PGlite.create(dataDir ? path.join(dataDir, "db") : "memory://", {
    extensions: { pg_trgm, unaccent },
    loadDataDir,
    // PostgreSQL's buffer pool lives in the process's memory; the default 128 MB costs about
    // 150 MiB resident, 16 MB about 30 (the files stay in the system's page cache anyway).
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`],
  });
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { dataDir, holder, lock = "take" } = options;
  const release =
    typeof lock === "function" ? lock : dataDir ? acquireDatabaseLock(dataDir, holder, { heldByParent: lock === "parent" }) : () => {};
  try {
    const client = await createPglite(dataDir, options.loadDataDir);
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
  const pool = new PostgresPool({ connectionString: databaseUrl, max: 10 });
  // An idle connection closed by the server (a restart, an administrator) must not end the
  // process: the pool opens a new one for the next query.
  pool.on("error", (error) => logger.warn({ err: error }, "an idle database connection was closed"));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return { db, driver: "postgres", pool, close: () => pool.end() };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

/** Makes a handle the one this process uses. */
export function setProcessDatabase(handle: DatabaseHandle) {
  forget("database");
  remember("database", () => handle);
}

export function currentDatabase(): DatabaseHandle | undefined {
  return recall<DatabaseHandle>("database");
}

/** The process database, opened at start-up. */
export function db(): Database {
  const handle = recall<DatabaseHandle>("database");
  if (!handle) throw new Error("The database is not open yet.");
  return handle.db;
}

export async function closeDatabase() {
  const handle = recall<DatabaseHandle>("database");
  forget("database");
  await handle?.close();
}
