import fs from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { runMigrations } from "./migrate.server";
import { agentMessages, contactRequests, leads, outboxMails, pages } from "./schema";
import { createTestDatabase, migrationsUpTo, testDrivers } from "./testing.server";

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

  it("takes the sign-in links out of the access e-mails already stored, keeping the link only of those still to be sent", async () => {
    const before = migrationsUpTo(15);
    const handle = await createTestDatabase(driver, { migrate: false });
    try {
      await runMigrations(handle, before.folder);
      const link = "https://site.exemplo.com.br/admin/reset-password?token=abc";
      const invitation = "https://site.exemplo.com.br/admin/invitation/xyz";
      await handle.db.execute(sql`insert into outbox_mails (kind, "to", subject, text, status, next_attempt_at) values
        ('password-reset', 'ana@empresa.com.br', 'Senha', ${`Abra o link:\n${link}\nObrigado`}, 'pending', now()),
        ('invitation', 'bia@empresa.com.br', 'Convite', ${`Para aceitar:\n${invitation}\n`}, 'sent', null),
        ('reply', 'cliente@exemplo.com.br', 'Resposta', ${`Veja ${link}`}, 'sent', null)`);
      await runMigrations(handle);
      const rows = await handle.db
        .select({ kind: outboxMails.kind, text: outboxMails.text, secretLink: outboxMails.secretLink })
        .from(outboxMails)
        .orderBy(asc(outboxMails.kind));
      expect(rows).toEqual([
        { kind: "invitation", text: "Para aceitar:\n[link de acesso, enviado somente ao destinatário]\n", secretLink: null },
        { kind: "password-reset", text: "Abra o link:\n[link de acesso, enviado somente ao destinatário]\nObrigado", secretLink: link },
        { kind: "reply", text: `Veja ${link}`, secretLink: null },
      ]);
    } finally {
      await handle.close();
      before.remove();
    }
  });

  it("keeps one live lead per e-mail and per meeting time when it adds those keys to older data", async () => {
    // The migrations before the keys.
    const before = migrationsUpTo(4);
    const handle = await createTestDatabase(driver, { migrate: false });
    try {
      await runMigrations(handle, before.folder);
      const meeting = new Date("2026-12-01T13:00:00Z");
      await handle.db.execute(sql`insert into leads (name, email, meeting_at, created_at) values
        ('Antiga', 'Ana@Exemplo.com.br', ${meeting.toISOString()}, '2026-01-01'),
        ('Nova', 'ana@exemplo.com.br ', null, '2026-02-01'),
        ('Bruno', 'bruno@exemplo.com.br', ${meeting.toISOString()}, '2026-03-01')`);
      await runMigrations(handle);
      const rows = await handle.db
        .select({ name: leads.name, email: leads.email, deleted: leads.deleted, meetingAt: leads.meetingAt })
        .from(leads)
        .orderBy(asc(leads.name));
      expect(rows).toEqual([
        { name: "Antiga", email: "ana@exemplo.com.br", deleted: true, meetingAt: meeting },
        { name: "Bruno", email: "bruno@exemplo.com.br", deleted: false, meetingAt: meeting },
        { name: "Nova", email: "ana@exemplo.com.br", deleted: false, meetingAt: null },
      ]);
    } finally {
      await handle.close();
      before.remove();
    }
  });

  it("gathers each person's earlier leads and contact requests into one lead per e-mail, in the pipeline's statuses", async () => {
    // The migrations up to 0014: 0015 is the one that moved the leads to the pipeline's statuses (decision 176).
    const before = migrationsUpTo(14);
    const handle = await createTestDatabase(driver, { migrate: false });
    try {
      await runMigrations(handle, before.folder);
      await handle.db.execute(sql`insert into leads (name, email, status, created_at) values
        ('Ana', 'ana@exemplo.com.br', 'reuniao_agendada', '2026-01-01'),
        ('Ána', 'ána@exemplo.com.br', 'convertido', '2026-02-01'),
        ('Bruno', 'bruno@exemplo.com.br', 'em_contato', '2026-03-01')`);
      await handle.db.execute(sql`insert into agent_messages (lead_id, session_id, message_type, message_content)
        select id, 's-' || name, 'user', 'Olá' from leads`);
      await handle.db.execute(sql`insert into contact_requests (name, email, message, type, read_at, created_at) values
        ('Ana Lima', 'ANA@exemplo.com.br', 'Orçamento de grade', 'quote_request', null, '2026-04-01'),
        ('Carla', 'carla@exemplo.com.br', 'Primeira', 'contact', now(), '2026-05-01'),
        ('Carla S.', 'Carla@Exemplo.com.br', 'Segunda', 'contact', null, '2026-06-01'),
        ('Davi', 'davi@exemplo.com.br', 'Dúvida', 'support', null, '2026-07-01')`);
      await runMigrations(handle);

      const live = await handle.db
        .select({ id: leads.id, name: leads.name, status: leads.status, lastTouchAt: leads.lastTouchAt })
        .from(leads)
        .where(eq(leads.deleted, false))
        .orderBy(asc(leads.name));
      expect(live.map(({ name, status }) => ({ name, status }))).toEqual([
        { name: "Ana", status: "em_atendimento" },
        { name: "Bruno", status: "em_atendimento" },
        { name: "Carla", status: "em_atendimento" },
        { name: "Davi", status: "novo" },
      ]);
      const ana = live[0]!;
      expect(ana.lastTouchAt).toEqual(new Date("2026-04-01T00:00:00Z"));
      const [merged] = await handle.db.select({ deleted: leads.deleted, status: leads.status }).from(leads).where(eq(leads.name, "Ána"));
      expect(merged).toEqual({ deleted: true, status: "ganho" });
      const messages = await handle.db.select({ leadId: agentMessages.leadId, session: agentMessages.sessionId }).from(agentMessages);
      expect(messages.filter((message) => ["s-Ana", "s-Ána"].includes(message.session)).map((message) => message.leadId)).toEqual([
        ana.id,
        ana.id,
      ]);
      const requests = await handle.db
        .select({ message: contactRequests.message, lead: leads.name })
        .from(contactRequests)
        .innerJoin(leads, eq(leads.id, contactRequests.leadId))
        .orderBy(asc(contactRequests.createdAt));
      expect(requests).toEqual([
        { message: "Orçamento de grade", lead: "Ana" },
        { message: "Primeira", lead: "Carla" },
        { message: "Segunda", lead: "Carla" },
        { message: "Dúvida", lead: "Davi" },
      ]);
    } finally {
      await handle.close();
      before.remove();
    }
  });
});

describe.runIf(testDrivers.includes("postgres"))("migrations on a shared PostgreSQL server", () => {
  it("are applied once when two instances start together", async () => {
    const first = await createTestDatabase("postgres", { migrate: false });
    const second = await openDatabase({ databaseUrl: first.url, holder: "test" });
    try {
      await Promise.all([runMigrations(first), runMigrations(second)]);
      const result = await first.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
      const journal = JSON.parse(fs.readFileSync("app/db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] };
      expect((result as unknown as { rows: Array<{ applied: number }> }).rows[0]?.applied).toBe(journal.entries.length);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
