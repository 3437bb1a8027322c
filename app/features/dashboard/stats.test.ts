import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, blogPosts, contactRequests, leads, pages } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { countUpcomingMeetings, listUpcomingMeetings } from "~/features/leads/meetings.server";
import { dashboardData } from "./dashboard-data.server";
import { getDashboardStats } from "./stats.server";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const lead = (name: string, extra: Partial<typeof leads.$inferInsert> = {}) => ({ name, email: `${name}@exemplo.com.br`, ...extra });

describe.each(testDrivers)("dashboard figures on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(leads)
      .values([
        lead("ana", { createdAt: daysAgo(1), meetingAt: daysAgo(-2) }),
        lead("bruno", { createdAt: daysAgo(6), meetingAt: daysAgo(-1) }),
        lead("carla", { createdAt: daysAgo(10), meetingAt: daysAgo(1) }),
        lead("davi", { createdAt: daysAgo(2), meetingAt: daysAgo(-3), deleted: true }),
        lead("eva", { createdAt: daysAgo(3) }),
        // Known from a contact form only: not one of the assistant's leads.
        lead("fabio", { createdAt: daysAgo(1) }),
      ]);
    const ids = Object.fromEntries((await db().select({ name: leads.name, id: leads.id }).from(leads)).map((row) => [row.name, row.id]));
    await db()
      .insert(contactRequests)
      .values([
        { name: "A", email: "a@exemplo.com.br", message: "Oi", createdAt: daysAgo(1) },
        { name: "B", email: "b@exemplo.com.br", message: "Oi", createdAt: daysAgo(8) },
      ]);
    await db()
      .insert(agentMessages)
      .values([
        { sessionId: "s1", messageType: "user", messageContent: "Olá", leadId: ids.ana },
        { sessionId: "s1", messageType: "assistant", messageContent: "Olá!", leadId: ids.ana },
        { sessionId: "s2", messageType: "user", messageContent: "Preço?", leadId: ids.bruno },
        { sessionId: "s3", messageType: "user", messageContent: "Catálogo?", leadId: ids.eva },
        { sessionId: "s4", messageType: "user", messageContent: "Prazo?", leadId: ids.carla },
      ]);
    const content = { image_url: "", catalog_url: "", introduction: "", description: "", sections: [], gallery_images: [] };
    await db()
      .insert(pages)
      .values([{ title: "P", slug: "p", pageType: "produto", content }]);
    await db()
      .insert(blogPosts)
      .values([
        { title: "A", slug: "a", content: "x", published: true },
        { title: "B", slug: "b", content: "x" },
      ]);
  });

  afterAll(() => closeDatabase());

  it("counts the last 7 days (the assistant's leads only), all conversations and pending meetings, leaving deleted leads out", async () => {
    expect(await getDashboardStats(now)).toEqual({
      leadsLast7Days: 3,
      contactsLast7Days: 1,
      contactsTotal: 2,
      agentConversations: 4,
      agentMessages: 5,
      upcomingMeetings: 2,
      pages: 1,
      posts: 2,
      publishedPosts: 1,
    });
  });

  it("lists the next meetings soonest first, without past or deleted ones", async () => {
    expect((await listUpcomingMeetings(now)).map((meeting) => meeting.name)).toEqual(["bruno", "ana"]);
    expect(await countUpcomingMeetings(now)).toBe(2);
  });
  it("gives an editor the figures and the content shortcuts, and none of the sales data a salesperson reads", async () => {
    const someone = "00000000-0000-4000-8000-000000000001";
    const editor = await dashboardData({ id: someone, role: "editor" });
    expect(editor).toMatchObject({ sales: false, content: true, recent: null, waiting: null, tasks: null, meetings: [], openLeads: [] });
    const salesperson = await dashboardData({ id: someone, role: "comercial" });
    expect(salesperson).toMatchObject({ sales: true, content: false, recent: null, tasks: { late: [], today: [], next: [] } });
    expect(salesperson.waiting).not.toBeNull();
    expect(salesperson.meetings.map((meeting) => meeting.id)).toEqual((await listUpcomingMeetings()).map((meeting) => meeting.id));
  });
});
