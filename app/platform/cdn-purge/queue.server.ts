import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cdnPurges } from "~/db/schema";
import { giveUpAfterMs, nextPurgeAttempt } from "./backoff";
import { purgeTimeoutMs, tagsPerCall } from "./send.server";

/** How long claimed tags are out of every other worker's reach: longer than one call may take. */
const leaseMs = purgeTimeoutMs + 20_000;

export type ClaimedPurge = { tag: string; generation: number; requestedAt: Date };

/**
 * Writes the tags an invalidation changed: a tag already waiting is not added again, its
 * generation goes up, so a purge under way is followed by another. Its wait after a failure is
 * kept: a flood of edits against a CDN that fails does not call it once per edit.
 */
export async function writePurge(database: Database, tags: readonly string[], now: Date) {
  if (tags.length === 0) return;
  await database
    .insert(cdnPurges)
    .values([...new Set(tags)].map((tag) => ({ tag, nextAttemptAt: now, requestedAt: now })))
    .onConflictDoUpdate({ target: cdnPurges.tag, set: { generation: sql`${cdnPurges.generation} + 1` } });
}

/**
 * Takes the tags due, at most one call's worth: in one statement they are locked (`SKIP LOCKED`:
 * tags another worker is taking are passed over), counted as an attempt and leased.
 */
export async function claimDuePurges(database: Database, now: Date): Promise<ClaimedPurge[]> {
  const due = database
    .select({ tag: cdnPurges.tag })
    .from(cdnPurges)
    .where(lte(cdnPurges.nextAttemptAt, now))
    .orderBy(asc(cdnPurges.nextAttemptAt))
    .limit(tagsPerCall)
    .for("update", { skipLocked: true });
  return database
    .update(cdnPurges)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${cdnPurges.attempts} + 1` })
    .where(inArray(cdnPurges.tag, due))
    .returning({ tag: cdnPurges.tag, generation: cdnPurges.generation, requestedAt: cdnPurges.requestedAt });
}

/**
 * The CDN dropped these tags' pages: each row goes, unless an invalidation came while the call
 * was under way; that one is due at once, as a new purge.
 */
export async function recordPurged(database: Database, claimed: readonly ClaimedPurge[], now: Date) {
  for (const { tag, generation } of claimed) {
    await database.delete(cdnPurges).where(and(eq(cdnPurges.tag, tag), eq(cdnPurges.generation, generation)));
  }
  await database
    .update(cdnPurges)
    .set({ attempts: 0, nextAttemptAt: now, lastError: null, requestedAt: now })
    .where(
      inArray(
        cdnPurges.tag,
        claimed.map((purge) => purge.tag),
      ),
    );
}

/**
 * The call failed: the tags wait longer each time, and a purge a day old is given up. Returns
 * the tags given up.
 */
export async function recordFailure(database: Database, claimed: readonly ClaimedPurge[], error: string, now: Date) {
  const givenUp = claimed.filter((purge) => now.getTime() - purge.requestedAt.getTime() > giveUpAfterMs).map((purge) => purge.tag);
  if (givenUp.length > 0) await database.delete(cdnPurges).where(inArray(cdnPurges.tag, givenUp));
  const retried = claimed.filter((purge) => !givenUp.includes(purge.tag)).map((purge) => purge.tag);
  if (retried.length === 0) return givenUp;
  const rows = await database
    .select({ tag: cdnPurges.tag, attempts: cdnPurges.attempts })
    .from(cdnPurges)
    .where(inArray(cdnPurges.tag, retried));
  for (const row of rows) {
    await database
      .update(cdnPurges)
      .set({ nextAttemptAt: nextPurgeAttempt(row.attempts, now), lastError: error.slice(0, 1000) })
      .where(eq(cdnPurges.tag, row.tag));
  }
  return givenUp;
}
