import { isbot } from "isbot";
import { db } from "~/db/client.server";
import { visitorAnalytics } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { visitSchema } from "./visit-schema";

type Visit = typeof visitorAnalytics.$inferInsert;

const flushEvery = 1000;
const flushAt = 200;

const globalStore = globalThis as typeof globalThis & {
  __visitQueue?: { pending: Visit[]; timer?: NodeJS.Timeout };
};

function queue() {
  globalStore.__visitQueue ??= { pending: [] };
  return globalStore.__visitQueue;
}

/** Writes the buffered visits in one insert. */
export async function flushVisits() {
  const state = queue();
  clearTimeout(state.timer);
  state.timer = undefined;
  const batch = state.pending.splice(0);
  if (batch.length === 0) return;
  try {
    await db().insert(visitorAnalytics).values(batch);
  } catch (error) {
    logger.error({ err: error, lost: batch.length }, "could not store visits");
  }
}

export type VisitResult = { ok: true; recorded: boolean } | { ok: false; message: string };

/**
 * Validates a page view and queues it: a busy page never waits on the database, and
 * the queue is written every second (or at 200 views). Bots are not counted.
 */
export function recordVisit(body: unknown, userAgent: string | null, now = new Date()): VisitResult {
  const parsed = visitSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Visita inválida" };
  if (!userAgent || isbot(userAgent)) return { ok: true, recorded: false };
  const state = queue();
  state.pending.push({
    sessionId: parsed.data.session_id,
    pagePath: parsed.data.page_path,
    referrer: parsed.data.referrer || null,
    userAgent: userAgent.slice(0, 512),
    visitedAt: now,
  });
  if (state.pending.length >= flushAt) void flushVisits();
  else state.timer ??= setTimeout(() => void flushVisits(), flushEvery);
  return { ok: true, recorded: true };
}
