import { and, desc, eq, lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { visits } from "~/db/schema";
import type { TouchOrigin } from "~/features/leads/index.server";
import { visitorSessionIdPattern } from "./session-field";
import { flushVisits } from "./visits.server";

/**
 * Where the visitor behind a touch (a form sent, a chat lead) came from: the visit of that
 * session current at that moment, else its latest visit before it; null for a session with no
 * visit (no script, storage off, staff or a robot) or an id no visitor's browser makes.
 */
export async function visitOrigin(sessionId: string, at: Date): Promise<TouchOrigin | null> {
  if (!visitorSessionIdPattern.test(sessionId)) return null;
  // The visit's first page view may still wait in this instance's buffer.
  await flushVisits();
  const [visit] = await db()
    .select({
      source: visits.source,
      utmSource: visits.utmSource,
      utmMedium: visits.utmMedium,
      utmCampaign: visits.utmCampaign,
      landingPage: visits.entryPath,
    })
    .from(visits)
    .where(and(eq(visits.sessionId, sessionId), lte(visits.startedAt, at)))
    .orderBy(desc(visits.startedAt))
    .limit(1);
  return visit ?? null;
}
