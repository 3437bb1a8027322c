import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runMigrations } from "~/db/migrate.server";
import { queryRows } from "~/db/rows.server";
import { analyticsDays, visits } from "~/db/schema";
import { createTestDatabase, migrationsUpTo, testDrivers } from "~/db/testing.server";
import { classifySource } from "./traffic-source";

const site = "www.magnasul.exemplo.com.br";

// Visits as migration 0008 left them: English names, and tags or sites then not known by name.
const stored: Array<{ session: string; source: string; device: string; utmSource: string | null; referrerHost: string | null }> = [
  { session: "direto", source: "Direct", device: "Desktop", utmSource: null, referrerHost: null },
  { session: "celular", source: "Google", device: "Mobile", utmSource: null, referrerHost: "google.com.br" },
  { session: "tablet", source: "Facebook", device: "Tablet", utmSource: "facebook", referrerHost: null },
  { session: "newsletter", source: "Outros", device: "Desktop", utmSource: "newsletter", referrerHost: null },
  { session: "email", source: "Outros", device: "Desktop", utmSource: "Email_Marketing", referrerHost: null },
  { session: "stories", source: "Outros", device: "Mobile", utmSource: "instagram_stories", referrerHost: null },
  { session: "whats", source: "Outros", device: "Mobile", utmSource: "whats", referrerHost: null },
  { session: "yt", source: "YouTube", device: "Desktop", utmSource: "yt", referrerHost: null },
  { session: "feira", source: "Outros", device: "Desktop", utmSource: "feira-2026", referrerHost: null },
  { session: "gmail", source: "Google", device: "Desktop", utmSource: null, referrerHost: "mail.google.com" },
  { session: "forum", source: "Outros", device: "Desktop", utmSource: null, referrerHost: "forum.exemplo.com" },
];

describe.each(testDrivers)("migration 0009 on %s", (driver) => {
  it("names stored sources and devices in Portuguese, as the visits recorded from now on, and forgets the rollups", async () => {
    const before = migrationsUpTo(8);
    const handle = await createTestDatabase(driver, { migrate: false });
    try {
      await runMigrations(handle, before.folder);
      for (const visit of stored) {
        await handle.db
          .execute(sql`insert into visits (session_id, started_at, last_seen_at, entry_path, source, device, utm_source, referrer_host)
          values (${visit.session}, now() - interval '2 days', now() - interval '2 days', '/', ${visit.source}, ${visit.device},
            ${visit.utmSource}, ${visit.referrerHost})`);
      }
      await handle.db.execute(sql`insert into analytics_days (day, views, visitors, visits, bounces, visit_ms, new_visitors)
        values ('2026-11-20', 1, 1, 1, 1, 0, 1)`);
      await runMigrations(handle);

      const rows = await handle.db
        .select({ session: visits.sessionId, source: visits.source, device: visits.device })
        .from(visits)
        .orderBy(asc(visits.sessionId));
      const named = (visit: (typeof stored)[number]) =>
        classifySource(visit.referrerHost ? `https://${visit.referrerHost}/` : null, site, visit.utmSource);
      expect(rows).toEqual(
        stored
          .map((visit) => ({
            session: visit.session,
            source: named(visit),
            device: { Desktop: "Computador", Mobile: "Celular", Tablet: "Tablet" }[visit.device],
          }))
          .sort((a, b) => (a.session < b.session ? -1 : 1)),
      );
      expect(rows.find((row) => row.session === "newsletter")?.source).toBe("E-mail");
      expect(rows.find((row) => row.session === "direto")?.source).toBe("Direto");
      expect(await handle.db.select().from(analyticsDays)).toEqual([]);
      const [campaigns] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from analytics_day_campaigns`);
      expect(campaigns?.count).toBe(0);
    } finally {
      await handle.close();
      before.remove();
    }
  });
});
