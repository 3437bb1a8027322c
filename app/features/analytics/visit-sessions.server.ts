import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { visitorAnalytics, visits } from "~/db/schema";
import { forgetRolledUpDays } from "./daily-rollup.server";
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
const visitGapMs = 30 * 60 * 1000;

const visitSessionLock = 7_180_003;

/**
 * Two instances writing one session's views at the same moment would each open a visit for it:
 * writers take turns per session, taking the locks in one order so two batches never wait on each other.
 */
async function lockSessions(tx: Pick<Database, "execute">, sessionIds: string[]) {
  const ids = sql.join(
    [...new Set(sessionIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(${visitSessionLock}, key)
    from (select distinct hashtext(id) as key from unnest(array[${ids}]::text[]) as id order by key) as keys`);
}

/** The visit a page view belongs to: the session's open visit, or a new one that starts with it. */
async function visitFor(tx: Pick<Database, "select" | "insert" | "update">, view: PageView) {
  const [open] = await tx
    .select({ id: visits.id, startedAt: visits.startedAt, lastSeenAt: visits.lastSeenAt })
    .from(visits)
    .where(eq(visits.sessionId, view.sessionId))
    .orderBy(desc(visits.startedAt))
    .limit(1);
  if (open && view.visitedAt.getTime() - open.lastSeenAt.getTime() <= visitGapMs) {
    await tx
      .update(visits)
      .set({ pageViews: sql`${visits.pageViews} + 1`, lastSeenAt: sql`greatest(${visits.lastSeenAt}, ${view.visitedAt})` })
      .where(eq(visits.id, open.id));
    return open;
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
    .returning({ id: visits.id, startedAt: visits.startedAt });
  return created!;
}

/**
 * Stores buffered page views in one transaction, each in its visit, oldest first. A view
 * written after midnight for the day before, or extending a visit begun then, changes a
 * closed day: its rollup is forgotten.
 */
export async function storePageViews(database: Database, views: PageView[]) {
  const ordered = [...views].sort((a, b) => a.visitedAt.getTime() - b.visitedAt.getTime());
  await database.transaction(async (tx) => {
    await lockSessions(
      tx,
      ordered.map((view) => view.sessionId),
    );
    const touched: Date[] = [];
    for (const view of ordered) {
      const visit = await visitFor(tx, view);
      touched.push(view.visitedAt, visit.startedAt);
      await tx.insert(visitorAnalytics).values({
        visitId: visit.id,
        sessionId: view.sessionId,
        pagePath: view.pagePath,
        referrer: view.referrer,
        userAgent: view.userAgent,
        visitedAt: view.visitedAt,
      });
    }
    await forgetRolledUpDays(tx, touched);
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
      await lockSessions(
        tx,
        rows.map((row) => row.sessionId),
      );
      const touched: Date[] = [];
      for (const row of rows) {
        const visit = await visitFor(tx, { ...row, userAgent: row.userAgent ?? "", siteHost });
        touched.push(row.visitedAt, visit.startedAt);
        await tx.update(visitorAnalytics).set({ visitId: visit.id }).where(eq(visitorAnalytics.id, row.id));
      }
      await forgetRolledUpDays(tx, touched);
    });
    grouped += rows.length;
  }
}

/** Adds engaged time to the session's latest view of the page and to its visit (forgetting its day's rollup if closed). */
export async function addEngagement(
  database: Database,
  { sessionId, pagePath, engagedMs }: { sessionId: string; pagePath: string; engagedMs: number },
) {
  await database.transaction(async (tx) => {
    const [view] = await tx
      .select({ id: visitorAnalytics.id, visitId: visitorAnalytics.visitId, visitStartedAt: visits.startedAt })
      .from(visitorAnalytics)
      .leftJoin(visits, eq(visits.id, visitorAnalytics.visitId))
      .where(and(eq(visitorAnalytics.sessionId, sessionId), eq(visitorAnalytics.pagePath, pagePath)))
      .orderBy(desc(visitorAnalytics.visitedAt))
      .limit(1);
    if (!view?.visitId) return;
    await tx
      .update(visitorAnalytics)
      .set({ engagedMs: sql`${visitorAnalytics.engagedMs} + ${engagedMs}` })
      .where(eq(visitorAnalytics.id, view.id));
    await tx
      .update(visits)
      .set({ engagedMs: sql`${visits.engagedMs} + ${engagedMs}` })
      .where(eq(visits.id, view.visitId));
    if (view.visitStartedAt) await forgetRolledUpDays(tx, [view.visitStartedAt]);
  });
}
