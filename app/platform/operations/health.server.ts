import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { committedMigrations } from "~/db/migrate.server";
import { queryRows } from "~/db/rows.server";

export type Health = {
  status: "ok" | "unavailable";
  database: "reachable" | "unreachable";
  migrations: { current: boolean; committed: number; applied: number };
};

// A database that does not answer in this time is as good as down for the load balancer.
const answerWithinMs = 3_000;

/** drizzle's migrator records each applied migration with the `when` of its journal entry. */
async function committedMigrationTimes(folder: string) {
  const journal = JSON.parse(await fs.readFile(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: Array<{ when: number }>;
  };
  return journal.entries.map((entry) => entry.when);
}

async function appliedMigrationTimes(database: Database) {
  const [table] = await queryRows<{ present: boolean }>(
    database,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return new Set<number>();
  const rows = await queryRows<{ created_at: string | number }>(database, sql`select created_at from drizzle.__drizzle_migrations`);
  return new Set(rows.map((row) => Number(row.created_at)));
}

function withinTime<T>(work: Promise<T>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("the database did not answer in time")), answerWithinMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance can serve: the database answers and every committed migration has
 * been applied to it. Counts only, nothing about where the database is or who uses it.
 */
export async function checkHealth(database?: Database, migrationsFolder = committedMigrations): Promise<Health> {
  const committed = await committedMigrationTimes(migrationsFolder);
  let applied: Set<number>;
  try {
    applied = await withinTime(appliedMigrationTimes(database ?? db()));
  } catch {
    return { status: "unavailable", database: "unreachable", migrations: { current: false, committed: committed.length, applied: 0 } };
  }
  const current = committed.every((when) => applied.has(when));
  return {
    status: current ? "ok" : "unavailable",
    database: "reachable",
    migrations: { current, committed: committed.length, applied: applied.size },
  };
}
