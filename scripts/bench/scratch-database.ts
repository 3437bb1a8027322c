import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { closeDatabase, openDatabase, setProcessDatabase } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";

/** Where a benchmark runs: a migrated, empty database made the process database. */
export type BenchTarget = {
  label: string;
  /** Opens the database; returns how to close and remove it. */
  open: () => Promise<() => Promise<void>>;
};

/** The embedded database, in memory or, like production, in a folder (removed afterwards). */
export function embeddedTarget({ onDisk }: { onDisk: boolean }): BenchTarget {
  return {
    label: onDisk ? "PGlite (on disk)" : "PGlite (in memory)",
    async open() {
      const dataDir = onDisk ? fs.mkdtempSync(path.join(os.tmpdir(), "bench-db-")) : undefined;
      const handle = await openDatabase({ dataDir, holder: "bench" });
      setProcessDatabase(handle);
      await runMigrations(handle);
      return async () => {
        await closeDatabase();
        if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      };
    },
  };
}

async function withAdminClient(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server, made the way app/db/testing.server.ts does it. */
export function postgresTarget(adminUrl: string): BenchTarget {
  return {
    label: "PostgreSQL (BENCH_DATABASE_URL)",
    async open() {
      const name = `bench_${crypto.randomBytes(6).toString("hex")}`;
      await withAdminClient(adminUrl, `CREATE DATABASE ${name}`);
      const drop = () => withAdminClient(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const handle = await openDatabase({ databaseUrl: url.toString(), holder: "bench" });
        setProcessDatabase(handle);
        await runMigrations(handle);
      } catch (error) {
        await closeDatabase();
        await drop();
        throw error;
      }
      return async () => {
        await closeDatabase();
        await drop();
      };
    },
  };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
