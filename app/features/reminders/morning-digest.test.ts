import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { leads, leadTasks, siteSettings, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { sampleCompany } from "~/features/seed/sample-content";
import { enqueueMorningDigest } from "./morning-digest.server";
import { outbox, startWithTheSampleCompany } from "./test-support.server";

const sp = (local: string) => new Date(`${local.replace(" ", "T")}:00-03:00`);

const lead = (name: string, extra: Partial<typeof leads.$inferInsert> = {}) => ({
  name,
  email: `${name.toLowerCase()}@exemplo.com.br`,
  createdAt: sp("2026-11-23 07:00"),
  ...extra,
});

describe.each(testDrivers)("the morning digest on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(users)
      .values([
        { id: "staff-ana", name: "Ana Vendas", email: "ana.vendas@magnasul.exemplo.com.br", role: "comercial" },
        { id: "staff-rui", name: "Rui Gerente", email: "rui@magnasul.exemplo.com.br", role: "administrador" },
        { id: "staff-caio", name: "Caio Antigo", email: "caio@magnasul.exemplo.com.br", role: "comercial", active: false },
      ]);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await startWithTheSampleCompany();
    const [waiting] = await db()
      .insert(leads)
      .values([
        // Wednesday 10h: past 4 business hours by Monday's opening (Friday 20/11 was a holiday).
        lead("Antonio", { createdAt: sp("2026-11-18 10:00"), phone: "(19) 3456-7890" }),
        // Thursday 16h: only 1h30 by Monday's opening.
        lead("Bia", { createdAt: sp("2026-11-19 16:00") }),
        lead("Caio", { status: "em_atendimento", meetingAt: sp("2026-11-23 14:00"), phone: "(19) 99876-5432" }),
        lead("Duda", { status: "ganho", meetingAt: sp("2026-11-23 09:30") }),
        lead("Eli", { meetingAt: sp("2026-11-24 09:30") }),
        lead("Fabi", { meetingAt: sp("2026-11-23 11:00"), deleted: true }),
        // Booked from the site: one still waits for the visitor's confirmation, one was never confirmed.
        lead("Gil", { meetingAt: sp("2026-11-23 10:00"), meetingHeldUntil: sp("2026-11-23 08:00") }),
        lead("Hana", { meetingAt: sp("2026-11-23 10:30"), meetingHeldUntil: sp("2026-11-23 07:00") }),
      ])
      .returning();
    expect(waiting!.name).toBe("Antonio");
  });

  it("is written once a business day, at the opening hour, to the sales address, with the waiting leads and today's meetings", async () => {
    expect(await enqueueMorningDigest(sp("2026-11-23 07:29"))).toBe(false);
    expect(await outbox()).toEqual([]);

    expect(await enqueueMorningDigest(sp("2026-11-23 07:30"))).toBe(true);
    expect(await enqueueMorningDigest(sp("2026-11-23 07:31"))).toBe(false);
    expect(await enqueueMorningDigest(sp("2026-11-23 15:00"))).toBe(false);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const [digest] = mails;
    expect(digest).toMatchObject({
      kind: "digest",
      dedupeKey: "digest:2026-11-23",
      to: "vendas@magnasul.exemplo.com.br",
      subject: "Resumo de 23/11/2026: 1 lead aguardando, 3 reuniões hoje",
      status: "pending",
    });
    const [antonio] = await db().select().from(leads).where(eq(leads.name, "Antonio"));
    const [caio] = await db().select().from(leads).where(eq(leads.name, "Caio"));
    expect(digest!.text).toContain("Leads 'Novo' há mais de 4 horas úteis (1):");
    // Wednesday 10h to 17h30, Thursday all day: 17h30.
    expect(digest!.text).toContain("- Antonio <antonio@exemplo.com.br>: aguarda há 17 h 30 min úteis, desde 18/11/2026 10:00");
    expect(digest!.text).toContain(`http://localhost:3000/admin/leads/${antonio!.id}`);
    expect(digest!.text).not.toContain("Bia");
    expect(digest!.text).toContain("Reuniões de hoje (3):\n- 09:30: Duda <duda@exemplo.com.br>\n");
    expect(digest!.text).toContain("- 10:00: Gil <gil@exemplo.com.br> (aguardando confirmação até 08:00)\n");
    expect(digest!.text).not.toContain("Hana");
    expect(digest!.text).toContain(`- 14:00: Caio <caio@exemplo.com.br>, (19) 99876-5432\n  http://localhost:3000/admin/leads/${caio!.id}`);
    expect(digest!.text).not.toContain("Eli");
    expect(digest!.text).not.toContain("Fabi");

    // The next business day gets its own.
    expect(await enqueueMorningDigest(sp("2026-11-24 07:30"))).toBe(true);
    expect((await outbox()).map((mail) => mail.dedupeKey)).toEqual(["digest:2026-11-23", "digest:2026-11-24"]);
  });

  it("is not written on a holiday, a weekend, a staff day off or after closing", async () => {
    await db()
      .insert(siteSettings)
      .values({ settingKey: "days_off", settingValue: [{ date: "2026-11-25", label: "Inventário" }] });
    for (const instant of ["2026-11-20 09:00", "2026-11-21 09:00", "2026-11-22 09:00", "2026-11-25 09:00", "2026-11-24 17:30"]) {
      expect(await enqueueMorningDigest(sp(instant)), instant).toBe(false);
    }
    // Carnival and Corpus Christi.
    expect(await enqueueMorningDigest(sp("2026-02-16 09:00"))).toBe(false);
    expect(await enqueueMorningDigest(sp("2026-06-04 09:00"))).toBe(false);
    expect(await outbox()).toEqual([]);
  });

  it("says so when nothing waits and no meeting is booked", async () => {
    await db().delete(leads);
    expect(await enqueueMorningDigest(sp("2026-11-23 08:00"))).toBe(true);
    const [digest] = await outbox();
    expect(digest!.subject).toBe("Resumo de 23/11/2026: 0 leads aguardando, 0 reuniões hoje");
    expect(digest!.text).toContain("Nenhum lead aguardando atendimento.");
    expect(digest!.text).toContain("Nenhuma reunião hoje.");
  });

  it("is not written without a sales address in the settings", async () => {
    await db()
      .update(siteSettings)
      .set({ settingValue: { ...sampleCompany, email: "", salesEmail: "" } });
    expect(await enqueueMorningDigest(sp("2026-11-23 08:00"))).toBe(false);
    expect(await outbox()).toEqual([]);
  });

  it("gives each owner their own late and today's tasks in an e-mail of their own, once a day; nobody without tasks gets one", async () => {
    const [antonio] = await db().select().from(leads).where(eq(leads.name, "Antonio"));
    const [bia] = await db().select().from(leads).where(eq(leads.name, "Bia"));
    const [fabi] = await db().select().from(leads).where(eq(leads.name, "Fabi"));
    await db()
      .insert(leadTasks)
      .values([
        { leadId: antonio!.id, type: "ligar", dueAt: sp("2026-11-23 10:00"), ownerId: "staff-ana", note: "Confirmar\na vazão" },
        { leadId: bia!.id, type: "visita", dueAt: sp("2026-11-19 14:00"), ownerId: "staff-ana" },
        { leadId: bia!.id, type: "email", dueAt: sp("2026-11-23 16:00"), ownerId: "staff-rui" },
        // Tomorrow's, a done one, a deleted lead's and an inactive member's are in no e-mail.
        { leadId: antonio!.id, dueAt: sp("2026-11-24 09:00"), ownerId: "staff-ana" },
        { leadId: antonio!.id, dueAt: sp("2026-11-23 09:00"), ownerId: "staff-ana", doneAt: sp("2026-11-23 07:00") },
        { leadId: fabi!.id, dueAt: sp("2026-11-23 09:00"), ownerId: "staff-ana" },
        { leadId: antonio!.id, dueAt: sp("2026-11-23 09:00"), ownerId: "staff-caio" },
      ]);
    expect(await enqueueMorningDigest(sp("2026-11-23 07:30"))).toBe(true);
    expect(await enqueueMorningDigest(sp("2026-11-23 09:00"))).toBe(false);
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.to, mail.dedupeKey, mail.subject])).toEqual([
      [
        "task-digest",
        "ana.vendas@magnasul.exemplo.com.br",
        "tasks:2026-11-23:staff-ana",
        "Suas tarefas de 23/11/2026: 1 para hoje, 1 atrasada",
      ],
      ["task-digest", "rui@magnasul.exemplo.com.br", "tasks:2026-11-23:staff-rui", "Suas tarefas de 23/11/2026: 1 para hoje, 0 atrasadas"],
      ["digest", "vendas@magnasul.exemplo.com.br", "digest:2026-11-23", expect.stringMatching(/^Resumo de 23\/11\/2026/)],
    ]);
    expect(mails[0]!.text).toBe(
      [
        "Bom dia, Ana!",
        "",
        "Suas tarefas de 23/11/2026.",
        "",
        "Atrasadas (1):",
        "- 19/11/2026 14:00 · Visita · Bia",
        `  http://localhost:3000/admin/leads/${bia!.id}`,
        "",
        "Hoje (1):",
        "- 10:00 · Ligar · Antonio",
        "  Confirmar a vazão",
        `  http://localhost:3000/admin/leads/${antonio!.id}`,
        "",
        "Horários de Brasília.",
      ].join("\n"),
    );
    expect(mails[1]!.text).toContain("Atrasadas (0):\nNenhuma.\n\nHoje (1):\n- 16:00 · E-mail · Bia");
  });
});
