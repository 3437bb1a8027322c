import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runMigrations } from "./migrate.server";
import { pages } from "./schema";
import { createTestDatabase, testDrivers } from "./testing.server";

describe.each(testDrivers)("migrations on %s", (driver) => {
  it("create every table of the data model, and applying them again changes nothing", async () => {
    const handle = await createTestDatabase(driver);
    try {
      await runMigrations(handle);
      const result = await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const tables = (result as unknown as { rows: Array<{ table_name: string }> }).rows.map((row) => row.table_name);
      expect(tables).toEqual(
        expect.arrayContaining([
          "accounts",
          "agent_messages",
          "blog_posts",
          "contact_requests",
          "leads",
          "pages",
          "policies",
          "sessions",
          "site_settings",
          "special_pages",
          "users",
          "verifications",
          "visitor_analytics",
        ]),
      );
    } finally {
      await handle.close();
    }
  });

  it("rejects a second page with the same slug", async () => {
    const handle = await createTestDatabase(driver);
    try {
      const page = {
        title: "Grade Magnética",
        slug: "grade-magnetica",
        pageType: "produto" as const,
        content: {
          image_url: "",
          catalog_url: "",
          introduction: "",
          description: "",
          sections: [],
          gallery_images: [],
        },
      };
      await handle.db.insert(pages).values(page);
      await expect(handle.db.insert(pages).values(page)).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });

  it("finds titles ignoring case and accents through the trigram index support", async () => {
    const handle = await createTestDatabase(driver);
    try {
      await handle.db.insert(pages).values({
        title: "Ímãs de Neodímio",
        slug: "imas-de-neodimio",
        pageType: "produto",
        content: {
          image_url: "",
          catalog_url: "",
          introduction: "Ímãs permanentes de alta força",
          description: "",
          sections: [],
          gallery_images: [],
        },
      });
      const result = await handle.db.execute(
        sql`select slug from pages where immutable_unaccent(lower(title)) like '%' || immutable_unaccent(lower(${"IMA"})) || '%'`,
      );
      expect((result as unknown as { rows: Array<{ slug: string }> }).rows.map((row) => row.slug)).toEqual(["imas-de-neodimio"]);
    } finally {
      await handle.close();
    }
  });
});
