import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { storePageViews, type PageView } from "./visit-sessions.server";

const desktop = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

describe.runIf(testDrivers.includes("postgres"))("visits written by several instances", () => {
  let first: Awaited<ReturnType<typeof createTestDatabase>>;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await createTestDatabase("postgres");
    second = await openDatabase({ databaseUrl: first.url, holder: "test" });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("puts a session's page views in one visit when two instances write them at the same moment", async () => {
    // A load balancer sends one visitor's pages to both instances; each writes its own buffer.
    const sessions = Array.from({ length: 20 }, (_, index) => `sessao-compartilhada-${index}`);
    const view = (sessionId: string, pagePath: string, second: number): PageView => ({
      sessionId,
      pagePath,
      referrer: null,
      userAgent: desktop,
      visitedAt: new Date(Date.UTC(2026, 10, 20, 12, 0, second)),
      siteHost: "www.magnasul.exemplo.com.br",
    });
    await Promise.all([
      storePageViews(
        first.db,
        sessions.map((session) => view(session, "/produtos", 0)),
      ),
      storePageViews(
        second.db,
        [...sessions].reverse().map((session) => view(session, "/servicos", 1)),
      ),
    ]);
    const rows = await queryRows<{ session_id: string; visits: number; page_views: number }>(
      first.db,
      sql`select session_id, count(*)::int as visits, sum(page_views)::int as page_views from visits group by session_id`,
    );
    expect(rows).toHaveLength(sessions.length);
    expect(rows.filter((row) => row.visits !== 1 || row.page_views !== 2)).toEqual([]);
  });
});
