import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { visitorAnalytics, visits } from "~/db/schema";
import { deviceOf } from "./device";
import { campaignOf, classifySource, referrerHost } from "./traffic-source";

/** A page view waiting in the buffer, with the site's host as the visitor used it. */
export type PageView = {
  sessionId: string;
  pagePath: string;
  referrer: string | null;
  userAgent: string;
  visitedAt: Date;
  siteHost: string;
};

/** A visit ends after 30 minutes without a page view (the usual web-analytics rule). */
export const visitGapMs = 30 * 60 * 1000;

/** The visit a page view belongs to: the session's open visit, or a new one that starts with it. */
async function visitFor(tx: Pick<Database, "select" | "insert" | "update">, view: PageView) {
  const [open] = await tx
    .select({ id: visits.id, lastSeenAt: visits.lastSeenAt })
    .from(visits)
    .where(eq(visits.sessionId, view.sessionId))
    .orderBy(desc(visits.lastSeenAt))
    .limit(1);
  if (open && view.visitedAt.getTime() - open.lastSeenAt.getTime() <= visitGapMs) {
    await tx
      .update(visits)
      .set({ pageViews: sql`${visits.pageViews} + 1`, lastSeenAt: sql`greatest(${visits.lastSeenAt}, ${view.visitedAt})` })
      .where(eq(visits.id, open.id));
    return open.id;
  }
  const campaign = campaignOf(view.pagePath);
  const [created] = await tx
    .insert(visits)
    .values({
      sessionId: view.sessionId,
      startedAt: view.visitedAt,
      lastSeenAt: view.visitedAt,
      entryPath: view.pagePath.split("?")[0]!,
      referrerHost: referrerHost(view.referrer, view.siteHost),
      source: classifySource(view.referrer, view.siteHost, campaign.utmSource),
      ...campaign,
      device: deviceOf(view.userAgent),
    })
    .returning({ id: visits.id });
  return created!.id;
}

/** Stores buffered page views in one transaction, each in its visit, oldest first. */
export async function storePageViews(database: Database, views: PageView[]) {
  const ordered = [...views].sort((a, b) => a.visitedAt.getTime() - b.visitedAt.getTime());
  await database.transaction(async (tx) => {
    for (const view of ordered) {
      const visitId = await visitFor(tx, view);
      await tx.insert(visitorAnalytics).values({
        visitId,
        sessionId: view.sessionId,
        pagePath: view.pagePath,
        referrer: view.referrer,
        userAgent: view.userAgent,
        visitedAt: view.visitedAt,
      });
    }
  });
}

/**
 * Puts page views stored before visits existed into visits, oldest first, a thousand at a time;
 * it runs at start-up and has nothing to do once every view has its visit.
 */
export async function groupUngroupedPageViews(database: Database, siteHost: string) {
  let grouped = 0;
  for (;;) {
    const rows = await database
      .select({
        id: visitorAnalytics.id,
        sessionId: visitorAnalytics.sessionId,
        pagePath: visitorAnalytics.pagePath,
        referrer: visitorAnalytics.referrer,
        userAgent: visitorAnalytics.userAgent,
        visitedAt: visitorAnalytics.visitedAt,
      })
      .from(visitorAnalytics)
      .where(isNull(visitorAnalytics.visitId))
      .orderBy(asc(visitorAnalytics.visitedAt), asc(visitorAnalytics.id))
      .limit(1000);
    if (rows.length === 0) return grouped;
    await database.transaction(async (tx) => {
      for (const row of rows) {
        const visitId = await visitFor(tx, { ...row, userAgent: row.userAgent ?? "", siteHost });
        await tx.update(visitorAnalytics).set({ visitId }).where(eq(visitorAnalytics.id, row.id));
      }
    });
    grouped += rows.length;
  }
}

/** Adds engaged time to the session's latest view of the page and to its visit. */
export async function addEngagement(database: Database, { sessionId, pagePath, engagedMs }: { sessionId: string; pagePath: string; engagedMs: number }) {
  await database.transaction(async (tx) => {
    const [view] = await tx
      .select({ id: visitorAnalytics.id, visitId: visitorAnalytics.visitId })
      .from(visitorAnalytics)
      .where(and(eq(visitorAnalytics.sessionId, sessionId), eq(visitorAnalytics.pagePath, pagePath)))
      .orderBy(desc(visitorAnalytics.visitedAt))
      .limit(1);
    if (!view?.visitId) return;
    await tx.update(visitorAnalytics).set({ engagedMs: sql`${visitorAnalytics.engagedMs} + ${engagedMs}` }).where(eq(visitorAnalytics.id, view.id));
    await tx.update(visits).set({ engagedMs: sql`${visits.engagedMs} + ${engagedMs}` }).where(eq(visits.id, view.visitId));
  });
}
