import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import {
  activityLog,
  agentMessages,
  chatSessions,
  contactRequests,
  leadEvents,
  leadImportRows,
  leads,
  outboxMails,
  rateLimits,
  siteConversions,
  users,
  visitorAnalytics,
  visits,
} from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { attachLead } from "~/features/leads/index.server";
import { requestScope } from "~/lib/request-scope.server";
import { erasureAction } from "./erasure-action.server";
import { personExportResponse } from "./export-response.server";
import { personExportCsv, personExportJson, personExportTechnicalJson } from "./person-export";
import { exportPersonData } from "./person-export.server";
import { erasePersonData } from "./person-erasure.server";
import { privacyMessages } from "./privacy-messages";

const staff = { id: "privacy-admin", name: "Administradora" };
const asStaff = <T>(work: () => Promise<T>) => requestScope.run({ id: "test", actor: staff }, work);

/** The export of a lead that the tools do export. */
async function exportOf(leadId: string, format: "json" | "csv") {
  const outcome = await exportPersonData(leadId, format);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.exported;
}

/** Everything the site can hold about one person, typed with other case and accents here and there. */
async function seedPerson(p: { name: string; email: string; variant: string; phone: string; session: string; tag: string }) {
  const lead = await attachLead(db(), { name: p.name, email: p.email, phone: p.phone });
  const [deleted] = await db()
    .insert(leads)
    .values({ name: p.name, email: p.variant, deleted: true, meetingAt: new Date("2026-03-02T13:00:00Z"), meetingMinutes: 30 })
    .returning({ id: leads.id });
  const [linked] = await db()
    .insert(contactRequests)
    .values({ name: p.name, email: p.email, phone: p.phone, message: `Orçamento ${p.tag}`, type: "quote", leadId: lead.id })
    .returning({ id: contactRequests.id });
  // Sent before leads existed: joined by its e-mail alone.
  const [unlinked] = await db()
    .insert(contactRequests)
    .values({ name: p.name, email: ` ${p.variant.toUpperCase()} `, message: `Contato antigo ${p.tag}` })
    .returning({ id: contactRequests.id });
  await db()
    .insert(chatSessions)
    .values({ sessionId: p.session, leadId: lead.id, state: { email: p.email, name: p.name } });
  await db()
    .insert(agentMessages)
    .values([
      { sessionId: p.session, leadId: lead.id, messageType: "user", messageContent: `Sou ${p.name}, ${p.phone}` },
      { sessionId: p.session, leadId: lead.id, messageType: "assistant", messageContent: `Obrigado, ${p.name}` },
      // Another visit's chat, never tied to the lead, in which the address was typed.
      { sessionId: `${p.session}-b`, messageType: "user", messageContent: `meu e-mail é ${p.variant}.` },
      { sessionId: `${p.session}-b`, messageType: "assistant", messageContent: "Anotado." },
    ]);
  await db()
    .insert(leadEvents)
    .values([
      { leadId: lead.id, kind: "note", authorId: staff.id, body: `Ligar para ${p.name}` },
      { leadId: deleted!.id, kind: "meeting_booked", data: { at: "2026-03-02T13:00:00Z" } },
    ]);
  await db()
    .insert(outboxMails)
    .values([
      { kind: "reply", to: p.email, leadId: lead.id, subject: "Seu orçamento", text: `Olá ${p.name}` },
      { kind: "meeting-confirmation", to: p.variant, subject: "Reunião", text: "Confirmada" },
      { kind: "staff-notification", to: "vendas@empresa.com.br", subject: `Novo contato: ${p.name}`, text: `E-mail: ${p.email}` },
    ]);
  await db()
    .insert(activityLog)
    .values([
      { actorId: staff.id, entity: "lead", entityId: lead.id, action: "status-changed", label: p.name, fields: ["status"] },
      { actorId: staff.id, entity: "message", entityId: linked!.id, action: "updated", label: p.name },
    ]);
  const [visit] = await db()
    .insert(visits)
    .values({ sessionId: p.session, startedAt: new Date(), lastSeenAt: new Date(), entryPath: "/", source: "Direto", device: "desktop" })
    .returning({ id: visits.id });
  await db().insert(visitorAnalytics).values({ visitId: visit!.id, sessionId: p.session, pagePath: "/contato", userAgent: "Firefox" });
  await db()
    .insert(rateLimits)
    .values({ key: `chat_session:${p.session}`, points: 1 });
  await db().insert(siteConversions).values({ sessionId: p.session, kind: "whatsapp", pagePath: "/contato", source: "Direto" });
  await db()
    .insert(leadImportRows)
    .values({ key: `linha-importada-${p.tag}`, leadId: lead.id });
  return { lead: lead.id, deleted: deleted!.id, requests: [linked!.id, unlinked!.id] };
}

const joana = {
  name: "Joana Lima",
  email: "joana@exemplo.com.br",
  variant: "Joána@Exemplo.com.br",
  phone: "(19) 99876-5432",
  session: "sessao-joana",
  tag: "J",
};
// Addresses that hold Joana's as a part: none of their rows is hers.
const others = [
  {
    name: "Maria Souza",
    email: "maria.joana@exemplo.com.br",
    variant: "MARIA.JOANA@exemplo.com.br",
    phone: "(11) 3333-1111",
    session: "sessao-maria",
    tag: "M",
  },
  {
    name: "Joana Prado",
    email: "joana@exemplo.com",
    variant: "Joana@Exemplo.com",
    phone: "(21) 2222-0000",
    session: "sessao-prado",
    tag: "P",
  },
];

/** Every text, jsonb and uuid value of every table of the schema, as lowercase accent-free text. */
async function everyStoredValue() {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db(),
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'uuid', 'ARRAY')`,
  );
  expect(columns.length).toBeGreaterThan(60);
  const values: { at: string; value: string }[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await queryRows<{ value: string }>(
      db(),
      sql`select immutable_unaccent(lower(${sql.identifier(column_name)}::text)) as value from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)} is not null`,
    );
    for (const row of rows) values.push({ at: `${table_name}.${column_name}`, value: row.value });
  }
  return values;
}

/** Where a value holds this text; Maria's address, which ends with Joana's, is no trace of Joana. */
const holding = (values: { at: string; value: string }[], needle: string) =>
  values.filter(({ value }) => value.replaceAll(others[0]!.email, "").includes(needle)).map(({ at }) => at);

describe.each(testDrivers)("a person's data (LGPD) on %s", (driver) => {
  let ids: Awaited<ReturnType<typeof seedPerson>>;
  let otherIds: Awaited<ReturnType<typeof seedPerson>>[];

  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    for (const table of [
      siteConversions,
      leadImportRows,
      visitorAnalytics,
      visits,
      agentMessages,
      chatSessions,
      outboxMails,
      contactRequests,
      leadEvents,
      activityLog,
      rateLimits,
    ])
      await db().delete(table);
    await db().delete(leads);
    await db().delete(users);
    await db().insert(users).values({ id: staff.id, name: staff.name, email: "admin@empresa.com.br" });
    ids = await seedPerson(joana);
    otherIds = [];
    for (const other of others) otherIds.push(await seedPerson(other));
  });

  it("exports every table's rows of the e-mail, whatever its case or accents, and nothing of anyone else", async () => {
    const exported = await asStaff(() => exportOf(ids.lead, "json"));
    const t = exported.tables;
    expect(exported.email).toBe("joana@exemplo.com.br");
    expect(t.leads!.map((row) => row.id).sort()).toEqual([ids.lead, ids.deleted].sort());
    expect(t.contact_requests!.map((row) => row.id).sort()).toEqual([...ids.requests].sort());
    expect(t.lead_events!.map((row) => row.kind).sort()).toEqual(["meeting_booked", "note"]);
    expect(t.chat_sessions!.map((row) => row.session_id)).toEqual(["sessao-joana"]);
    expect(t.agent_messages!.map((row) => row.session_id).sort()).toEqual([
      "sessao-joana",
      "sessao-joana",
      "sessao-joana-b",
      "sessao-joana-b",
    ]);
    expect(t.outbox_mails!.map((row) => row.kind).sort()).toEqual(["meeting-confirmation", "reply", "staff-notification"]);
    expect(t.activity_log!.map((row) => row.entity).sort()).toEqual(["lead", "message"]);
    expect(t.visits!.map((row) => row.session_id)).toEqual(["sessao-joana"]);
    expect(t.visitor_analytics!.map((row) => row.page_path)).toEqual(["/contato"]);
    // Stored columns under their database names, dates as ISO text.
    expect(t.leads!.find((row) => row.id === ids.deleted)).toMatchObject({ deleted: true, meeting_at: "2026-03-02T13:00:00.000Z" });

    const json = personExportJson(exported);
    const csv = personExportCsv(exported);
    const technical = personExportTechnicalJson(exported);
    for (const text of [json, csv, technical]) {
      expect(text).toContain("Joana Lima");
      expect(text).toContain("(19) 99876-5432");
      for (const other of others) {
        expect(text).not.toContain(other.name);
        expect(text).not.toContain(other.phone);
        expect(text).not.toContain(other.session);
      }
    }
    expect(JSON.parse(json).Dados["Cadastro como cliente em potencial (lead)"]).toHaveLength(2);
    expect(JSON.parse(technical).tabelas.leads).toHaveLength(2);
    expect(csv).toContain('"Mensagens enviadas pelo site";"2";"Mensagem";"Contato antigo J"');

    // From the lead deleted from the list, the same person, whose log now holds the first export.
    const fromDeleted = await exportOf(ids.deleted, "csv");
    expect({ ...fromDeleted.tables, activity_log: [] }).toEqual({ ...t, activity_log: [] });
    expect(fromDeleted.tables.activity_log!.map((row) => row.action)).toContain("exported");
  });

  it("exports a shorter address without the longer ones that contain it", async () => {
    const exported = await exportOf(otherIds[1]!.lead, "json");
    expect(exported.tables.leads!.map((row) => row.name)).toEqual(["Joana Prado", "Joana Prado"]);
    const text = personExportJson(exported);
    expect(text).not.toContain("Joana Lima");
    expect(text).not.toContain("sessao-joana");
    expect(exported.tables.outbox_mails).toHaveLength(3);
  });

  it("records the export without the person's data, and answers a download nobody caches", async () => {
    const response = await asStaff(() => personExportResponse(ids.lead, "csv", new Date("2026-05-04T12:00:00Z")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="dados-pessoais-2026-05-04.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("Joana Lima");
    const [record] = await db().select().from(activityLog).where(eq(activityLog.action, "exported"));
    expect(record).toMatchObject({ actorId: staff.id, entity: "personal-data", entityId: ids.lead, label: "", fields: ["csv"] });

    for (const id of ["00000000-0000-4000-8000-000000000000", "nao-e-um-id", undefined]) {
      const missing = await personExportResponse(id, "json");
      expect(missing.status).toBe(404);
    }
    expect(await db().$count(activityLog, eq(activityLog.action, "exported"))).toBe(1);
  });

  it("erases nothing unless the lead's own e-mail is typed", async () => {
    for (const typed of ["", "maria.joana@exemplo.com.br", "joana@exemplo.com"]) {
      expect(await erasePersonData(ids.lead, typed)).toMatchObject({ ok: false, status: 400 });
    }
    const post = (email: string) =>
      erasureAction(
        new Request("http://localhost/admin/leads/x/privacidade/apagar", { method: "POST", body: new URLSearchParams({ email }) }),
        ids.lead,
      );
    const refused = (await post("joana@exemplo.com")) as {
      init: ResponseInit | null;
      data: { result: { error: Record<string, string[]> } };
    };
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result.error.email).toEqual(["O e-mail digitado não é o deste lead. Nada foi apagado."]);
    expect(await db().$count(leads)).toBe(6);
    expect(await db().$count(agentMessages)).toBe(12);
    expect(await db().$count(activityLog)).toBe(6);
  });

  it("erases the person everywhere: no table keeps the e-mail, the name, the phone or an id of theirs", async () => {
    const before = await everyStoredValue();
    expect(holding(before, "joana@exemplo.com.br").length).toBeGreaterThan(5);

    const answer = await asStaff(() =>
      erasureAction(
        new Request("http://localhost/admin/leads/x/privacidade/apagar", {
          method: "POST",
          body: new URLSearchParams({ email: "  JOANA@exemplo.com.br " }),
        }),
        ids.lead,
      ),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe("/admin/activity?tipo=personal-data");

    const after = await everyStoredValue();
    for (const trace of [
      "joana@exemplo.com.br",
      "joana lima",
      "99876-5432",
      "sessao-joana",
      "linha-importada-j",
      ids.lead,
      ids.deleted,
      ...ids.requests,
    ]) {
      expect({ trace, at: holding(after, trace.toLowerCase()) }).toEqual({ trace, at: [] });
    }
    // The others are whole.
    for (const [index, other] of others.entries()) {
      expect(after.filter(({ value }) => value.includes(other.email)).length).toBeGreaterThan(5);
      expect(holding(after, otherIds[index]!.lead)).toContain("chat_sessions.lead_id");
    }
    expect(await db().$count(agentMessages)).toBe(8);
    expect(await db().$count(visits)).toBe(2);

    // The staff's changes stay, naming no one; the erasure is recorded with nothing of the person.
    const log = await db().select().from(activityLog).where(eq(activityLog.actorId, staff.id));
    const mine = log.filter((row) => row.entityId === "");
    expect(mine.map((row) => [row.entity, row.action, row.label]).sort()).toEqual([
      ["lead", "status-changed", "dados apagados"],
      ["message", "updated", "dados apagados"],
      ["personal-data", "erased", ""],
    ]);
    expect(mine.find((row) => row.action === "erased")?.fields).toEqual([]);
  });

  it("a second erasure of the same lead finds nothing", async () => {
    expect(await erasePersonData(ids.lead, joana.email)).toEqual({ ok: true });
    expect(await erasePersonData(ids.lead, joana.email)).toMatchObject({ ok: false, status: 404 });
    expect(await exportPersonData(ids.deleted, "json")).toMatchObject({ ok: false, status: 404 });
  });

  it("leaves out the access e-mails sent to the address (a password reset, an invitation), and erases none of them", async () => {
    await db()
      .insert(outboxMails)
      .values([
        { kind: "password-reset", to: joana.email, subject: "Redefinição de senha", text: "[link de acesso]" },
        { kind: "invitation", to: joana.variant, subject: "Convite para a equipe", text: "[link de acesso]" },
      ]);
    const exported = await exportOf(ids.lead, "json");
    expect(exported.tables.outbox_mails!.map((row) => row.kind).sort()).toEqual(["meeting-confirmation", "reply", "staff-notification"]);
    expect(await erasePersonData(ids.lead, joana.email)).toEqual({ ok: true });
    expect(
      (await db().select({ kind: outboxMails.kind }).from(outboxMails).where(eq(outboxMails.to, joana.email))).map((row) => row.kind),
    ).toEqual(["password-reset"]);
    expect(await db().$count(outboxMails, eq(outboxMails.kind, "invitation"))).toBe(1);
  });

  it("refuses to export or erase a staff account's e-mail, however a visitor typed it", async () => {
    await db().insert(users).values({ id: "staff-joana", name: "Joana da equipe", email: "joana@exemplo.com.br" });
    const refusal = { ok: false, status: 403, message: privacyMessages.staffAccount };
    expect(await asStaff(() => exportPersonData(ids.deleted, "json"))).toEqual(refusal);
    const answer = await asStaff(() => personExportResponse(ids.lead, "json"));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: { message: privacyMessages.staffAccount, code: "forbidden" } });
    expect(await asStaff(() => erasePersonData(ids.lead, "JOANA@exemplo.com.br"))).toEqual(refusal);

    expect(await db().$count(leads)).toBe(6);
    expect(await db().$count(agentMessages)).toBe(12);
    expect(await db().$count(activityLog, eq(activityLog.entity, "personal-data"))).toBe(0);
  });
});
