import { isbot } from "isbot";
import { db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { nulCharacterMessage, pathOfNulCharacter } from "~/lib/validation";
import { engagementSchema, visitSchema } from "./visit-schema";
import { addEngagement, storePageViews, type PageView } from "./visit-sessions.server";
import { remember } from "~/lib/remember";

const flushEvery = 1000;
const flushAt = 200;

function queue() {
  return remember<{ pending: PageView[]; timer?: NodeJS.Timeout }>("visit-queue", () => ({ pending: [] }));
}

/** Writes the buffered page views, each in its visit. */
export async function flushVisits() {
  const state = queue();
  clearTimeout(state.timer);
  state.timer = undefined;
  const batch = state.pending.splice(0);
  if (batch.length === 0) return;
  try {
    await storePageViews(db(), batch);
  } catch (error) {
    logger.error({ err: error, lost: batch.length }, "could not store visits");
  }
}

export type VisitResult = { ok: true; recorded: boolean } | { ok: false; message: string };

type Visitor = { userAgent: string | null; siteHost: string; staff: boolean };

/** The browser of a real visitor; staff looking at their own site, robots and requests without a browser are not counted. */
function visitorAgent({ userAgent, staff }: Visitor) {
  return userAgent && !staff && !isbot(userAgent) ? userAgent : null;
}

/**
 * Validates a page view and queues it: a busy page never waits on the database, and
 * the queue is written every second (or at 200 views).
 */
export function recordVisit(body: unknown, visitor: Visitor, now = new Date()): VisitResult {
  if (pathOfNulCharacter(body) !== undefined) return { ok: false, message: nulCharacterMessage };
  const parsed = visitSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Visita inválida" };
  const userAgent = visitorAgent(visitor);
  if (!userAgent) return { ok: true, recorded: false };
  const state = queue();
  state.pending.push({
    sessionId: parsed.data.session_id,
    pagePath: parsed.data.page_path,
    referrer: parsed.data.referrer || null,
    userAgent: userAgent.slice(0, 512),
    visitedAt: now,
    siteHost: visitor.siteHost,
  });
  if (state.pending.length >= flushAt) void flushVisits();
  else state.timer ??= setTimeout(() => void flushVisits(), flushEvery);
  return { ok: true, recorded: true };
}

/** Adds the heartbeat's engaged seconds to the page view and its visit. */
export async function recordEngagement(body: unknown, visitor: Visitor): Promise<VisitResult> {
  if (pathOfNulCharacter(body) !== undefined) return { ok: false, message: nulCharacterMessage };
  const parsed = engagementSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Tempo de permanência inválido" };
  if (!visitorAgent(visitor)) return { ok: true, recorded: false };
  // The page view may still be in the buffer (a visitor leaving right after the page loaded).
  await flushVisits();
  await addEngagement(db(), {
    sessionId: parsed.data.session_id,
    pagePath: parsed.data.page_path,
    engagedMs: Math.round(parsed.data.engaged_seconds * 1000),
  });
  return { ok: true, recorded: true };
}
