import type { DatabaseHandle } from "./client.server";

/** Session-level advisory lock keys; each names one start-up task that instances take turns at. */
export const startupLocks = { migrations: 7_180_101, seeding: 7_180_102 } as const;

/**
 * Runs the work while holding a PostgreSQL advisory lock on a connection of its own, so two
 * instances starting at once take turns. The embedded database has one process (its lock
 * file sees to that), so there the work simply runs.
 */
export async function withAdvisoryLock<T>(handle: DatabaseHandle, key: number, work: () => Promise<T>): Promise<T> {
  if (!handle.pool) return work();
  const client = await handle.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [key]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [key]);
    }
  } finally {
    client.release();
  }
}
