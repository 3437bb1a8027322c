import { count, countDistinct, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { agentMessages, contactRequests, pages } from "~/db/schema";

const latestShown = 10;

/**
 * The detailed report: published pages, contact requests, the assistant's conversations and,
 * for staff who answer them, the latest 10 requests.
 */
export async function loadDetailedReport({ withRequests }: { withRequests: boolean }) {
  const [[published], [requests], [conversations], latest] = await Promise.all([
    db().select({ total: count() }).from(pages).where(eq(pages.published, true)),
    db().select({ total: count() }).from(contactRequests),
    db()
      .select({ total: countDistinct(agentMessages.sessionId) })
      .from(agentMessages),
    withRequests
      ? db()
          .select({
            id: contactRequests.id,
            name: contactRequests.name,
            email: contactRequests.email,
            createdAt: contactRequests.createdAt,
          })
          .from(contactRequests)
          .orderBy(desc(contactRequests.createdAt))
          .limit(latestShown)
      : null,
  ]);
  return {
    counters: { publishedPages: published?.total ?? 0, requests: requests?.total ?? 0, conversations: conversations?.total ?? 0 },
    latest: latest?.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) ?? null,
  };
}
