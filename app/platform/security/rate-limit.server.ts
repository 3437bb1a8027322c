import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { currentDatabase } from "~/db/client.server";

/** `blockSeconds`: once a key is over its points, how long it stays refused (by default, until its window ends). */
export type Limit = { keyPrefix: string; points: number; durationSeconds: number; blockSeconds?: number };

/**
 * Counters live in PostgreSQL when the app runs on a server, so every instance
 * shares them; an embedded database has one process, so memory is enough there.
 */
export function createRateLimiter(limit: Limit): RateLimiterAbstract {
  const options = {
    keyPrefix: limit.keyPrefix,
    points: limit.points,
    duration: limit.durationSeconds,
    blockDuration: limit.blockSeconds ?? 0,
  };
  const pool = currentDatabase()?.pool;
  if (!pool) return new RateLimiterMemory(options);
  return new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: false,
  });
}

/** Consumes one point; false when the key is over its limit. Store failures propagate. */
export async function consumePoint(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
