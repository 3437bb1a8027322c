import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runMigrations } from "~/db/migrate.server";
import { leadEvents, leads, leadTasks } from "~/db/schema";
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

  it("makes each next-action date an open task of the lead's owner at 09:00 in São Paulo, and the old changes notes", async () => {
    const before = migrationsUpTo(25);
    const handle = await createTestDatabase(driver, { migrate: false });
    try {
      await runMigrations(handle, before.folder);
      await handle.db.execute(
        sql`insert into users (id, name, email, role) values ('staff-ana', 'Ana', 'ana@magnasul.exemplo.com.br', 'comercial')`,
      );
      await handle.db.execute(sql`insert into leads (name, email, owner_id, next_action_on) values
        ('Ana', 'ana@exemplo.com.br', 'staff-ana', '2026-12-01'),
        ('Bia', 'bia@exemplo.com.br', null, '2026-11-30'),
        ('Caio', 'caio@exemplo.com.br', 'staff-ana', null)`);
      await handle.db.execute(sql`insert into lead_events (lead_id, kind, data)
        select id, 'next_action', '{"from": null, "to": "2026-12-01"}'::jsonb from leads where name = 'Ana'
        union all
        select id, 'next_action', '{"from": "2026-11-29", "to": null}'::jsonb from leads where name = 'Bia'`);
      await runMigrations(handle);

      const tasks = await handle.db
        .select({ lead: leads.name, type: leadTasks.type, dueAt: leadTasks.dueAt, ownerId: leadTasks.ownerId, doneAt: leadTasks.doneAt })
        .from(leadTasks)
        .innerJoin(leads, eq(leads.id, leadTasks.leadId))
        .orderBy(asc(leads.name));
      expect(tasks).toEqual([
        { lead: "Ana", type: "tarefa", dueAt: new Date("2026-12-01T12:00:00.000Z"), ownerId: "staff-ana", doneAt: null },
        { lead: "Bia", type: "tarefa", dueAt: new Date("2026-11-30T12:00:00.000Z"), ownerId: null, doneAt: null },
      ]);
      const notes = await handle.db
        .select({ kind: leadEvents.kind, body: leadEvents.body })
        .from(leadEvents)
        .innerJoin(leads, eq(leads.id, leadEvents.leadId))
        .orderBy(asc(leads.name));
      expect(notes).toEqual([
        { kind: "note", body: "Próxima ação marcada para 01/12/2026" },
        { kind: "note", body: "Próxima ação removida" },
      ]);
      const columns = await handle.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'leads' and column_name = 'next_action_on'`,
      );
      expect((columns as unknown as { rows: unknown[] }).rows).toEqual([]);
    } finally {
      await handle.close();
      before.remove();
    }
  });
});
