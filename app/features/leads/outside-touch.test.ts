import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, chatSessions, contactRequests, leadEvents, leads, outboxMails, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { requestScope } from "~/lib/request-scope.server";
import type { ActionAnswer } from "~/lib/action-result";
import { leadAction } from "./lead-action.server";
import { attachLead } from "./lead-match.server";
import { outsideTouchMessages, type NewLeadAnswer } from "./outside-touch";
import { newLeadAction } from "./outside-touch.server";
import { pipelineMessages } from "./pipeline";

const ana = { id: "staff-ana", name: "Ana Vendas", email: "ana.vendas@magnasul.exemplo.com.br", role: "comercial" };

const asAna = <T>(work: () => Promise<T>) => requestScope.run({ id: "test", actor: { id: ana.id, name: ana.name } }, work);

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/** 'Novo lead' posted as Ana, as the browser sends it. */
async function newLead(fields: Record<string, string>) {
  const request = new Request("http://localhost/admin/leads/novo", { method: "POST", body: form(fields) });
  const response = await asAna(() => newLeadAction(request));
  const answer = response.data as NewLeadAnswer;
  return { status: response.init?.status ?? 200, ...answer, lead: answer.ok ? answer.lead : undefined };
}

/** A form of the lead's page posted as Ana; a redirect is thrown as a Response. */
async function leadPost(fields: Record<string, string>) {
  const request = new Request("http://localhost/admin/leads/x", { method: "POST", body: form(fields) });
  try {
    const response = await asAna(() => leadAction(request));
    return { status: response.init?.status ?? 200, ...(response.data as ActionAnswer) };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
    throw thrown;
  }
}

const liveLeads = () => db().select().from(leads).where(eq(leads.deleted, false)).orderBy(asc(leads.createdAt));
const eventsOf = (leadId: string) =>
  db()
    .select({ kind: leadEvents.kind, body: leadEvents.body, data: leadEvents.data, authorId: leadEvents.authorId })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.createdAt));

describe.each(testDrivers)("leads from outside the site on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db().insert(users).values(ana);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(outboxMails);
    await db().delete(agentMessages);
    await db().delete(chatSessions);
    await db().delete(contactRequests);
    await db().delete(leads);
  });

  it("creates a lead by hand with its source and first note, and sends no e-mail", async () => {
    const answer = await newLead({
      name: "Joana Lima",
      company: "Metalúrgica Lima",
      email: "Joana@Exemplo.com.br",
      phone: "19 99999 0000",
      source: "feira",
      note: "Conheceu os ímãs na feira de Campinas.",
    });
    expect(answer.status).toBe(200);
    expect(answer.result.status).toBe("success");
    expect(answer.lead).toMatchObject({ name: "Joana Lima", created: true });
    const [lead] = await liveLeads();
    expect(lead).toMatchObject({
      id: answer.lead!.id,
      email: "joana@exemplo.com.br",
      phone: "(19) 99999-0000",
      phoneKey: "19999990000",
      company: "Metalúrgica Lima",
      status: "novo",
      // The reports count it under its source, beside the site's origins.
      firstSource: "Feira",
      lastSource: "Feira",
      firstLandingPage: null,
    });
    expect(await eventsOf(lead!.id)).toEqual([
      { kind: "touch", body: "Conheceu os ímãs na feira de Campinas.", data: { source: "feira" }, authorId: ana.id },
    ]);
    expect(await db().$count(outboxMails)).toBe(0);
  });

  it("adds the note and the touch to the lead of an e-mail already known, keeping its name, and says so", async () => {
    const site = { source: "Google", utmSource: "google", utmMedium: "cpc", utmCampaign: "grades", landingPage: "/produtos/grade" };
    const known = await attachLead(db(), { name: "Rui Souza", email: "rui@exemplo.com.br" }, site);
    const answer = await newLead({
      name: "Outro Nome",
      company: "",
      email: "RUI@exemplo.com.br",
      phone: "",
      source: "telefone",
      note: "Ligou.",
    });
    expect(answer.lead).toEqual({ id: known.id, name: "Rui Souza", created: false });
    expect(outsideTouchMessages.merged(answer.lead!.name)).toContain("já era do lead Rui Souza");
    expect(await db().$count(leads)).toBe(1);
    expect((await eventsOf(known.id)).map((event) => [event.kind, event.body])).toEqual([["touch", "Ligou."]]);
    // The first touch stays the site's; the last is the phone call.
    const [lead] = await liveLeads();
    expect(lead).toMatchObject({ firstSource: "Google", firstUtmCampaign: "grades", lastSource: "Telefone", lastUtmCampaign: null });
  });

  it("refuses a lead without e-mail and phone, a bad phone or an unknown source, and stores nothing", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ name: "Rita Lopes", email: "", phone: "", source: "telefone" }, "email", outsideTouchMessages.emailOrPhone],
      [
        { name: "Rita Lopes", email: "", phone: "12345", source: "telefone" },
        "phone",
        "Informe um telefone válido com DDD, como (19) 99999-0000.",
      ],
      [{ name: "Rita Lopes", email: "rita@exemplo.com.br", phone: "", source: "jornal" }, "source", outsideTouchMessages.source],
      [
        { name: "R2-D2", email: "rita@exemplo.com.br", phone: "", source: "outro" },
        "name",
        "Informe um nome válido, só com letras (de 2 a 80 caracteres).",
      ],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await newLead({ company: "", note: "", ...fields });
      expect(answer.status).toBe(400);
      expect(answer.result.error?.[field]).toEqual([message]);
    }
    expect(await db().$count(leads)).toBe(0);
  });

  it("keeps a lead known only by phone, found again by the same digits however they are typed", async () => {
    const first = await newLead({ name: "Caio Prado", company: "", email: "", phone: "(19) 3333-4444", source: "telefone", note: "" });
    const again = await newLead({
      name: "Caio",
      company: "Prado Ltda",
      email: "",
      phone: "+55 19 3333 4444",
      source: "whatsapp",
      note: "Mandou foto.",
    });
    expect(first.lead!.created).toBe(true);
    expect(again.lead).toMatchObject({ id: first.lead!.id, created: false, name: "Caio Prado" });
    expect(await liveLeads()).toMatchObject([{ email: null, phoneKey: "1933334444", company: "Prado Ltda" }]);
  });

  it("a phone-only lead takes the e-mail of a site contact with its phone, keeping its touches", async () => {
    const byPhone = await newLead({
      name: "Lia Souza",
      company: "",
      email: "",
      phone: "(11) 98888-7777",
      source: "telefone",
      note: "Ligou.",
    });
    const site = await attachLead(db(), { name: "Lia S.", email: "lia@exemplo.com.br", phone: "11988887777" });
    expect(site).toMatchObject({ id: byPhone.lead!.id, created: false, joinedByPhone: true, name: "Lia Souza" });
    expect(await liveLeads()).toMatchObject([{ email: "lia@exemplo.com.br", phone: "(11) 98888-7777" }]);
    expect((await eventsOf(site.id)).map((event) => event.kind)).toEqual(["touch", "merged"]);
  });

  it("merges a phone-only lead into the lead of the e-mail that arrives with its phone: every touch, event and message moves", async () => {
    const now = Date.now();
    const byPhone = await newLead({
      name: "Davi Reis",
      company: "Reis ME",
      email: "",
      phone: "(21) 97777-6666",
      source: "visita",
      note: "Visitou a fábrica.",
    });
    const phoneLeadId = byPhone.lead!.id;
    await db()
      .update(leads)
      .set({ ownerId: ana.id, createdAt: new Date(now - 86_400_000) })
      .where(eq(leads.id, phoneLeadId));
    await db().insert(agentMessages).values({ leadId: phoneLeadId, sessionId: "sessao-davi", messageType: "user", messageContent: "Oi" });
    await db().insert(chatSessions).values({ sessionId: "sessao-davi", leadId: phoneLeadId });
    const byEmail = await attachLead(db(), { name: "Davi", email: "davi@exemplo.com.br" });
    await db().insert(contactRequests).values({ name: "Davi", email: "davi@exemplo.com.br", message: "Orçamento", leadId: byEmail.id });

    const touch = await attachLead(db(), { name: "Davi", email: "davi@exemplo.com.br", phone: "21 97777-6666" });
    expect(touch).toMatchObject({ id: byEmail.id, created: false, joinedByPhone: true });
    const [survivor, ...others] = await liveLeads();
    expect(others).toEqual([]);
    expect(survivor).toMatchObject({
      id: byEmail.id,
      phone: "21 97777-6666",
      phoneKey: "21977776666",
      company: "Reis ME",
      ownerId: ana.id,
    });
    expect(survivor!.createdAt.getTime()).toBe(now - 86_400_000);
    expect((await eventsOf(byEmail.id)).map((event) => event.kind)).toEqual(["touch", "merged"]);
    expect(await db().select({ leadId: agentMessages.leadId }).from(agentMessages)).toEqual([{ leadId: byEmail.id }]);
    expect(await db().select({ leadId: chatSessions.leadId }).from(chatSessions)).toEqual([{ leadId: byEmail.id }]);
    expect(await db().select({ deleted: leads.deleted }).from(leads).where(eq(leads.id, phoneLeadId))).toEqual([{ deleted: true }]);
  });

  it("staff add the e-mail to a phone-only lead; when another lead has it, the two become that one", async () => {
    const alone = await newLead({ name: "Eva Melo", company: "", email: "", phone: "(31) 3222-1111", source: "indicacao", note: "" });
    const saved = await leadPost({ intent: "email", leadId: alone.lead!.id, email: "eva@exemplo.com.br" });
    expect(saved).toMatchObject({ ok: true, message: pipelineMessages.emailSaved });
    expect(await liveLeads()).toMatchObject([{ id: alone.lead!.id, email: "eva@exemplo.com.br" }]);
    expect(await leadPost({ intent: "email", leadId: alone.lead!.id, email: "outra@exemplo.com.br" })).toMatchObject({
      ok: false,
      message: pipelineMessages.emailKnown,
    });

    const phoneOnly = await newLead({
      name: "Gil Rocha",
      company: "",
      email: "",
      phone: "(41) 99111-2222",
      source: "feira",
      note: "Feira.",
    });
    const site = await attachLead(db(), { name: "Gil", email: "gil@exemplo.com.br" });
    const merged = await leadPost({ intent: "email", leadId: phoneOnly.lead!.id, email: "GIL@exemplo.com.br" });
    expect(merged).toEqual({ redirect: `/admin/leads/${site.id}` });
    expect((await liveLeads()).map((lead) => lead.email)).toEqual(["eva@exemplo.com.br", "gil@exemplo.com.br"]);
    expect((await eventsOf(site.id)).map((event) => event.kind)).toEqual(["touch", "merged"]);
  });

  it("never lets a lead be stored without e-mail and without a phone it can read", async () => {
    await expect(db().insert(leads).values({ name: "Sem Contato", email: null, phone: "123" })).rejects.toThrow();
  });

  it("refuses a reply to a lead without e-mail", async () => {
    const alone = await newLead({ name: "Ivo Lima", company: "", email: "", phone: "(51) 3333-2222", source: "telefone", note: "" });
    expect(await leadPost({ intent: "reply", leadId: alone.lead!.id, subject: "Olá", body: "Texto" })).toMatchObject({
      ok: false,
      message: pipelineMessages.noEmail,
    });
    expect(await db().$count(outboxMails)).toBe(0);
  });
});
