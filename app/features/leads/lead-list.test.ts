import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, contactRequests, leadEvents, leads, leadTasks, outboxMails, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { readLeadFilters, type LeadFilters } from "./lead-filters";
import { leadBoard, listFilteredLeads, pageOfLeads } from "./lead-list.server";
import { openLeadsByOwner } from "./lead-detail.server";
import { leadsCsv } from "./leads-csv";
import { leadTimeline } from "./timeline.server";
import { leadValues } from "./test-support.server";

const ana = { id: "staff-ana", name: "Ana Vendas", email: "ana.vendas@magnasul.exemplo.com.br", role: "comercial" };
const rui = { id: "staff-rui", name: "Rui Gerente", email: "rui@magnasul.exemplo.com.br", role: "administrador" };
const at = (iso: string) => new Date(iso);
const filters = (query: string): LeadFilters => readLeadFilters(new URLSearchParams(query));
const firstPage = { page: 1, size: 20 };
const names = async (query: string) => (await listFilteredLeads(filters(query))).map((row) => row.name);

describe.each(testDrivers)("the leads list on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db().insert(users).values([ana, rui]);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(contactRequests);
    await db().delete(agentMessages);
    await db().delete(outboxMails);
    await db().delete(leads);
    await db()
      .insert(leads)
      .values([
        leadValues("Bruna", {
          status: "novo",
          ownerId: ana.id,
          firstSource: "Google",
          firstUtmCampaign: "grades-magneticas",
          lastSource: "Direto",
          createdAt: at("2026-11-02T02:30:00Z"), // 01/11 23:30 in São Paulo
          lastTouchAt: at("2026-11-20T10:00:00Z"),
        }),
        leadValues("Caio", {
          status: "proposta_enviada",
          ownerId: rui.id,
          company: "Açúcar Caió",
          firstSource: "Google",
          firstUtmCampaign: "filtros",
          lastUtmCampaign: "grades-magneticas",
          createdAt: at("2026-11-02T03:30:00Z"), // 02/11 00:30
          lastTouchAt: at("2026-11-22T10:00:00Z"),
        }),
        leadValues("Dora", {
          status: "perdido",
          lostReason: "Sem orçamento",
          createdAt: at("2026-11-10T12:00:00Z"),
          lastTouchAt: at("2026-11-10T12:00:00Z"),
        }),
        leadValues("Eva", {
          status: "ganho",
          ownerId: ana.id,
          firstSource: "E-mail",
          createdAt: at("2026-11-15T12:00:00Z"),
          lastTouchAt: at("2026-11-15T12:00:00Z"),
        }),
        leadValues("Fim", { status: "novo", deleted: true }),
      ]);
  });

  it("lists live leads, the most recently touched first, a page at a time", async () => {
    expect(await names("")).toEqual(["Caio", "Bruna", "Eva", "Dora"]);
    const page = await pageOfLeads(filters(""), { page: 2, size: 3 });
    expect(page).toMatchObject({ total: 4, pages: 2, page: 2 });
    expect(page.rows.map((row) => row.name)).toEqual(["Dora"]);
    expect((await pageOfLeads(filters(""), firstPage)).rows[0]).toMatchObject({ name: "Caio", ownerName: rui.name });
  });

  it("filters by status, open statuses, owner, nobody's, first touch's source and campaign, search and creation day", async () => {
    expect(await names("status=novo")).toEqual(["Bruna"]);
    expect(await names("status=abertos")).toEqual(["Caio", "Bruna"]);
    expect(await names("status=arquivado")).toEqual(["Caio", "Bruna", "Eva", "Dora"]);
    expect(await names(`responsavel=${ana.id}`)).toEqual(["Bruna", "Eva"]);
    expect(await names("responsavel=nenhum")).toEqual(["Dora"]);
    expect(await names("origem=Google")).toEqual(["Caio", "Bruna"]);
    // The campaign is the first touch's: Caio's last touch came from it, but he did not.
    expect(await names("campanha=grades-magneticas")).toEqual(["Bruna"]);
    expect(await names("q=acucar bruna")).toEqual([]);
    expect(await names("q=acucar")).toEqual(["Caio"]);
    // Days are São Paulo's: Bruna came in on 01/11 at 23:30, Caio on 02/11 at 00:30.
    expect(await names("de=2026-11-02&ate=2026-11-02")).toEqual(["Caio"]);
    expect(await names("ate=2026-11-01")).toEqual(["Bruna"]);
    expect(await names("de=2026-11-10")).toEqual(["Eva", "Dora"]);
    expect(await names("de=2026-02-31")).toEqual(["Caio", "Bruna", "Eva", "Dora"]);
    expect(await names(`status=novo&responsavel=${rui.id}`)).toEqual([]);
  });

  it("'Com reunião marcada' keeps the live leads with a meeting still to come, the soonest first, with the hold shown", async () => {
    const now = at("2026-11-23T12:00:00Z");
    const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
    await db()
      .insert(leads)
      .values([
        leadValues("Reuniao-Passada", { meetingAt: inDays(-3), lastTouchAt: inDays(0) }),
        leadValues("Reuniao-Tarde", { meetingAt: inDays(5), lastTouchAt: inDays(-1) }),
        leadValues("Reuniao-Cedo", { meetingAt: inDays(2), meetingHeldUntil: inDays(1), lastTouchAt: inDays(-8) }),
        leadValues("Excluido", { meetingAt: inDays(1), deleted: true }),
      ]);
    const meetings = filters("reuniao=marcada");
    expect(meetings.meeting).toBe("marcada");
    expect(filters("reuniao=qualquer").meeting).toBe("");
    const page = await pageOfLeads(meetings, { page: 1, size: 1 }, now);
    expect(page).toMatchObject({ total: 2, pages: 2 });
    expect(page.rows).toEqual([expect.objectContaining({ name: "Reuniao-Cedo", meetingAt: inDays(2), meetingHeldUntil: inDays(1) })]);
    expect((await listFilteredLeads(meetings, now)).map((row) => row.name)).toEqual(["Reuniao-Cedo", "Reuniao-Tarde"]);
    // Without the filter, a past meeting stays on record in the list, in the usual order.
    expect((await pageOfLeads(filters(""), firstPage, now)).rows.slice(0, 2)).toEqual([
      expect.objectContaining({ name: "Reuniao-Passada", meetingAt: inDays(-3) }),
      expect.objectContaining({ name: "Reuniao-Tarde" }),
    ]);
    expect((await leadBoard(meetings, now))[0]).toMatchObject({ total: 2 });
  });

  it("shows the board as one column per status, with its count, under the same filters", async () => {
    const board = await leadBoard(filters("origem=Google&status=novo"));
    expect(board.map((column) => [column.status, column.total, column.leads.map((lead) => lead.name)])).toEqual([
      ["novo", 1, ["Bruna"]],
      ["em_atendimento", 0, []],
      ["proposta_enviada", 1, ["Caio"]],
      ["ganho", 0, []],
      ["perdido", 0, []],
    ]);
  });

  it("adds up each column's value in centavos, over every lead the filters keep, not only the cards shown", async () => {
    await db()
      .insert(leads)
      .values([
        leadValues("Gil", { status: "novo", valueCents: 9_999_999_999 }),
        leadValues("Hugo", { status: "novo", valueCents: 9_999_999_999 }),
        leadValues("Ivo", { status: "novo", valueCents: 1 }),
        leadValues("Juca", { status: "ganho", valueCents: 250_000 }),
        leadValues("Lia", { status: "ganho", valueCents: 40_050, deleted: true }),
      ]);
    const board = await leadBoard(filters(""));
    expect(board.map((column) => [column.status, column.total, column.valueCents])).toEqual([
      // Past 2^31 and past a float's cents: the sum stays exact.
      ["novo", 4, 19_999_999_999],
      ["em_atendimento", 0, 0],
      ["proposta_enviada", 1, 0],
      ["ganho", 2, 250_000],
      ["perdido", 1, 0],
    ]);
    expect((await leadBoard(filters("q=gil")))[0]).toMatchObject({ total: 1, valueCents: 9_999_999_999 });
  });

  it("counts open leads per owner, nobody's among them, with what they are worth", async () => {
    await db()
      .insert(leads)
      .values([
        leadValues("Gil", { status: "em_atendimento", valueCents: 150_000 }),
        leadValues("Hugo", { status: "proposta_enviada", ownerId: ana.id, valueCents: 123_456 }),
        // Closed leads are no part of the open pipeline.
        leadValues("Ivo", { status: "ganho", ownerId: rui.id, valueCents: 99_900 }),
      ]);
    await db().update(leads).set({ valueCents: 80_000 }).where(eq(leads.name, "Caio"));
    expect(await openLeadsByOwner()).toEqual([
      { ownerId: ana.id, ownerName: ana.name, total: 2, valueCents: 123_456 },
      { ownerId: rui.id, ownerName: rui.name, total: 1, valueCents: 80_000 },
      { ownerId: null, ownerName: null, total: 1, valueCents: 150_000 },
    ]);
  });

  it("exports the filtered leads as CSV, with pt-BR labels and formulas typed by visitors kept as text", async () => {
    const [hacker] = await db()
      .insert(leads)
      .values(leadValues("Hacker", { company: '=HYPERLINK("http://x")', ownerId: ana.id, valueCents: 123_456 }))
      .returning({ id: leads.id });
    // The next open task is the soonest not done.
    await db()
      .insert(leadTasks)
      .values([
        { leadId: hacker!.id, dueAt: at("2026-12-01T12:00:00Z"), ownerId: ana.id },
        { leadId: hacker!.id, dueAt: at("2026-12-05T12:00:00Z"), ownerId: ana.id },
        { leadId: hacker!.id, dueAt: at("2026-11-20T12:00:00Z"), ownerId: ana.id, doneAt: at("2026-11-20T13:00:00Z") },
      ]);
    const csv = leadsCsv(await listFilteredLeads(filters(`responsavel=${ana.id}`)));
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Nome";"E-mail";"Telefone";"Empresa";"Status";"Motivo da perda";"Detalhe da perda";"Valor (R$)";"Responsável";"Próxima tarefa";"Origem (primeiro contato)";"Campanha (primeiro contato)";"Origem (último contato)";"Campanha (último contato)";"Último contato";"Criado em"',
    );
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.startsWith('"Hacker"'))).toContain(
      `"'=HYPERLINK(""http://x"")";"Novo";"";"";"1.234,56";"Ana Vendas";"01/12/2026 09:00"`,
    );
    expect(lines.find((line) => line.startsWith('"Bruna"'))).toContain(
      '"Novo";"";"";"";"Ana Vendas";"";"Google";"grades-magneticas";"Direto";"";"20/11/2026 07:00";"01/11/2026 23:30"',
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
  });
});

describe.each(testDrivers)("a lead's timeline on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db().insert(users).values([ana]);
  });
  afterAll(() => closeDatabase());

  it("puts every touch in one list, newest first, each with its author", async () => {
    const [lead] = await db().insert(leads).values(leadValues("Joana")).returning({ id: leads.id });
    const leadId = lead!.id;
    await db()
      .insert(contactRequests)
      .values([
        {
          leadId,
          name: "Joana",
          email: "joana@exemplo.com.br",
          message: "Quero um orçamento",
          type: "quote_request",
          createdAt: at("2026-11-01T10:00:00Z"),
        },
        { leadId, name: "Joana L.", email: "joana@exemplo.com.br", message: "Alguma novidade?", createdAt: at("2026-11-06T10:00:00Z") },
      ]);
    await db()
      .insert(agentMessages)
      .values([
        {
          leadId,
          sessionId: "sessao-1",
          messageType: "user",
          messageContent: "Oi, quero uma reunião",
          timestampMessage: at("2026-11-02T10:00:00Z"),
        },
        { leadId, sessionId: "sessao-1", messageType: "assistant", messageContent: "Claro!", timestampMessage: at("2026-11-02T10:00:05Z") },
        { leadId, sessionId: "sessao-1", messageType: "user", messageContent: "Obrigada", timestampMessage: at("2026-11-03T10:00:00Z") },
      ]);
    await db()
      .insert(leadEvents)
      .values([
        { leadId, kind: "meeting_booked", data: { at: "2026-11-10T13:00:00.000Z" }, createdAt: at("2026-11-03T10:00:01Z") },
        { leadId, kind: "owner", authorId: ana.id, data: { from: null, to: ana.id, toName: "Ana" }, createdAt: at("2026-11-04T10:00:00Z") },
        { leadId, kind: "note", authorId: ana.id, body: "Ligar na segunda", createdAt: at("2026-11-05T09:00:00Z") },
        { leadId, kind: "status", authorId: ana.id, data: { from: "novo", to: "em_atendimento" }, createdAt: at("2026-11-05T10:00:00Z") },
      ]);
    await db()
      .insert(outboxMails)
      .values([
        {
          leadId,
          authorId: ana.id,
          kind: "reply",
          to: "Joana@Exemplo.com.br",
          subject: "Seu orçamento",
          text: "Olá",
          status: "failed",
          lastError: "SMTP recusou",
          createdAt: at("2026-11-05T10:00:00Z"),
        },
        // Sales' own notice about her request: in 'E-mails', not on her timeline.
        {
          leadId,
          kind: "staff-notification",
          to: "vendas@magnasul.exemplo.com.br",
          subject: "[Orçamento] Nova solicitação de Joana",
          text: "Tipo: Orçamento",
          createdAt: at("2026-11-06T10:00:01Z"),
        },
      ]);

    const timeline = await leadTimeline(leadId);
    expect(timeline.map((item) => [item.kind, item.kind === "event" ? item.event : "", item.at, item.author])).toEqual([
      ["request", "", "2026-11-06T10:00:00.000Z", "Joana L."],
      ["mail", "", "2026-11-05T10:00:00.000Z", ana.name],
      ["event", "status", "2026-11-05T10:00:00.000Z", ana.name],
      ["event", "note", "2026-11-05T09:00:00.000Z", ana.name],
      ["event", "owner", "2026-11-04T10:00:00.000Z", ana.name],
      ["event", "meeting_booked", "2026-11-03T10:00:01.000Z", null],
      ["conversation", "", "2026-11-03T10:00:00.000Z", "Joana"],
      ["request", "", "2026-11-01T10:00:00.000Z", "Joana"],
    ]);
    expect(timeline.find((item) => item.kind === "conversation")).toMatchObject({
      sessionId: "sessao-1",
      startedAt: "2026-11-02T10:00:00.000Z",
      messages: 3,
      preview: "Oi, quero uma reunião",
    });
    expect(timeline.find((item) => item.kind === "mail")).toMatchObject({
      status: "failed",
      lastError: "SMTP recusou",
      subject: "Seu orçamento",
    });
    expect(timeline.find((item) => item.kind === "event" && item.event === "owner")).toMatchObject({ to: ana.name });
    expect(timeline.find((item) => item.kind === "event" && item.event === "status")).toMatchObject({ from: "novo", to: "em_atendimento" });
    expect(timeline.find((item) => item.kind === "event" && item.event === "meeting_booked")).toMatchObject({
      to: "2026-11-10T13:00:00.000Z",
    });
  });

  it("reads at most the newest 300 of a visitor's requests, however many they send", async () => {
    const [lead] = await db().insert(leads).values(leadValues("Insistente")).returning({ id: leads.id });
    const leadId = lead!.id;
    await db()
      .insert(contactRequests)
      .values(
        Array.from({ length: 301 }, (_, index) => ({
          leadId,
          name: "Insistente",
          email: "insistente@exemplo.com.br",
          message: `Mensagem ${index}`,
          createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)),
        })),
      );
    const timeline = await leadTimeline(leadId);
    expect(timeline).toHaveLength(300);
    expect(timeline[0]).toMatchObject({ kind: "request", message: "Mensagem 300" });
    expect(timeline.at(-1)).toMatchObject({ kind: "request", message: "Mensagem 1" });
  });
});
