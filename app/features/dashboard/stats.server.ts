import { and, count, countDistinct, eq, exists, gte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { agentMessages, blogPosts, contactRequests, leads, pages } from "~/db/schema";
import { countUpcomingMeetings } from "~/features/leads/index.server";

const recentWindowDays = 7;

export type DashboardStats = {
  leadsLast7Days: number;
  contactsLast7Days: number;
  contactsTotal: number;
  agentConversations: number;
  agentMessages: number;
  upcomingMeetings: number;
  pages: number;
  posts: number;
  publishedPosts: number;
};

/** The dashboard's figures, counted from the real tables. */
export async function getDashboardStats(now = new Date()): Promise<DashboardStats> {
  const since = new Date(now.getTime() - recentWindowDays * 24 * 60 * 60 * 1000);
  const total = async (query: Promise<Array<{ total: number }>>) => (await query)[0]?.total ?? 0;
  const [leadsLast7Days, contactsLast7Days, contactsTotal, conversations, messages, upcomingMeetings, pageCount, posts, publishedPosts] =
    await Promise.all([
      total(
        db()
          .select({ total: count() })
          .from(leads)
          // A lead is the assistant's when it has a conversation; one from the forms alone is not.
          .where(
            and(
              eq(leads.deleted, false),
              gte(leads.createdAt, since),
              exists(
                db()
                  .select({ one: sql`1` })
                  .from(agentMessages)
                  .where(eq(agentMessages.leadId, leads.id)),
              ),
            ),
          ),
      ),
      total(db().select({ total: count() }).from(contactRequests).where(gte(contactRequests.createdAt, since))),
      total(db().select({ total: count() }).from(contactRequests)),
      total(
        db()
          .select({ total: countDistinct(agentMessages.sessionId) })
          .from(agentMessages),
      ),
      total(db().select({ total: count() }).from(agentMessages)),
      countUpcomingMeetings(now),
      total(db().select({ total: count() }).from(pages)),
      total(db().select({ total: count() }).from(blogPosts)),
      total(db().select({ total: count() }).from(blogPosts).where(eq(blogPosts.published, true))),
    ]);
  return {
    leadsLast7Days,
    contactsLast7Days,
    contactsTotal,
    agentConversations: conversations,
    agentMessages: messages,
    upcomingMeetings,
    pages: pageCount,
    posts,
    publishedPosts,
  };
}
