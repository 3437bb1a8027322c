import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runMigrations } from "~/db/migrate.server";
import { leads } from "~/db/schema";
import { createTestDatabase, migrationsUpTo, testDrivers } from "~/db/testing.server";

describe.each(testDrivers)("migration 0026 on %s", (driver) => {
  it("keeps a lost lead's reason when it is on the list, and makes a reason typed freely 'Outro' with the text as its detail", async () => {
    const before = migrationsUpTo(25);
    const handle = await createTestDatabase(driver, { migrate: false });
    try {
      await runMigrations(handle, before.folder);
      await handle.db.execute(sql`insert into leads (name, email, status, lost_reason) values
        ('Ana', 'ana@exemplo.com.br', 'perdido', 'Preço'),
        ('Bia', 'bia@exemplo.com.br', 'perdido', 'Comprou de um concorrente mais barato'),
        ('Caio', 'caio@exemplo.com.br', 'perdido', 'Outro'),
        ('Duda', 'duda@exemplo.com.br', 'novo', null)`);
      await runMigrations(handle);

      const rows = await handle.db
        .select({ name: leads.name, status: leads.status, lostReason: leads.lostReason, lostDetail: leads.lostDetail })
        .from(leads)
        .orderBy(asc(leads.name));
      expect(rows).toEqual([
        { name: "Ana", status: "perdido", lostReason: "Preço", lostDetail: null },
        { name: "Bia", status: "perdido", lostReason: "Outro", lostDetail: "Comprou de um concorrente mais barato" },
        { name: "Caio", status: "perdido", lostReason: "Outro", lostDetail: null },
        { name: "Duda", status: "novo", lostReason: null, lostDetail: null },
      ]);
    } finally {
      await handle.close();
      before.remove();
    }
  });
});
