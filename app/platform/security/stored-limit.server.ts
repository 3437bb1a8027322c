import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import type { Limit } from "./rate-limit.server";

const rowKey = (limit: Limit, key: string) => `${limit.keyPrefix}:${key}`;

/**
 * Takes one point of a limit whose counter is a row of `rate_limits` on every database, the
 * embedded one too, so it outlives a restart (rate-limiter-flexible keeps an embedded database's
 * counters in memory). A fixed window: the first point after the window ends opens the next.
 * False when the key is over its limit; the point is counted either way.
 */
export async function consumeStoredPoint(limit: Limit, key: string, now = Date.now()): Promise<boolean> {
  const expire = now + limit.durationSeconds * 1000;
  const ended = sql`${rateLimits.expire} <= ${now}`;
  const [row] = await db()
    .insert(rateLimits)
    .values({ key: rowKey(limit, key), points: 1, expire })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${ended} then 1 else ${rateLimits.points} + 1 end`,
        expire: sql`case when ${ended} then ${expire}::bigint else ${rateLimits.expire} end`,
      },
    })
    .returning({ points: rateLimits.points });
  return row!.points <= limit.points;
}

/** Gives back a point taken for something that did not happen after all. */
export async function refundStoredPoint(limit: Limit, key: string) {
  await db()
    .update(rateLimits)
    .set({ points: sql`greatest(${rateLimits.points} - 1, 0)` })
    .where(eq(rateLimits.key, rowKey(limit, key)));
}
