import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, chatSessions, leads, outboxMails, rateLimits } from "~/db/schema";
import { createTestDatabase } from "~/db/testing.server";
import { bookMeeting } from "~/features/leads/meetings.server";
import { handleChatMessage, resetChatLimiters } from "../service.server";
import { seedSampleContent } from "../test-support.server";
import { builtInReply } from "./built-in.server";
import { detectIntent } from "./intents";

// Monday 23/11/2026, 09:00 in São Paulo: the first free slot is 11:00 (two business hours' notice); none
// over lunch from 12:00 to 13:00.
const now = new Date("2026-11-23T12:00:00Z");
let sessionCount = 0;
const newSession = () => `sessao-teste-${++sessionCount}`;

async function ask(sessionId: string, message: string) {
  const result = await handleChatMessage({ message, session_id: sessionId }, { clientIp: "10.0.0.1", provider: builtInReply, now });
  if (!result.ok) throw new Error(result.message);
  return result.response;
}

const sessionRows = (sessionId: string) =>
  db()
    .select({ type: agentMessages.messageType, content: agentMessages.messageContent, leadId: agentMessages.leadId })
    .from(agentMessages)
    .where(eq(agentMessages.sessionId, sessionId))
    .orderBy(asc(agentMessages.timestampMessage), asc(agentMessages.createdAt));

const leadByEmail = async (email: string) =>
  (
    await db()
      .select()
      .from(leads)
      .where(and(eq(leads.email, email), eq(leads.deleted, false)))
  )[0];
const leadCount = async () => (await db().select({ id: leads.id }).from(leads)).length;

describe("built-in assistant", () => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase("pglite"));
    await seedSampleContent();
  });
  // Every test starts with no lead, no conversation and no booked slot.
  beforeEach(async () => {
    resetChatLimiters();
    await db().delete(agentMessages);
    await db().delete(chatSessions);
    await db().delete(leads);
    await db().delete(rateLimits);
    await db().delete(outboxMails);
  });
  afterAll(() => closeDatabase());

  it.each([
    ["Olá", "greeting"],
    ["bom dia!", "greeting"],
    ["Qual o horário de funcionamento?", "hours"],
    ["vcs abrem sabado?", "hours"],
    ["Onde fica a empresa?", "address"],
    ["qual o telefone de vocês", "contact"],
    ["Tem whatsapp?", "contact"],
    ["Como vocês tratam meus dados pessoais?", "policies"],
    ["Quero um orçamento de grade magnética", "quote"],
    ["Podemos agendar uma visita técnica?", "meeting"],
    ["Gostaria de marcar uma reuniao", "meeting"],
    ["obrigado!", "thanks"],
    ["Bom dia, vocês vendem tambor magnético para mineração?", "question"],
  ])("reads %j as %s", (message, intent) => {
    expect(detectIntent(message)).toBe(intent);
  });

  // One message each: the reply's substance, both messages stored, no lead made.
  it.each<[string, string[], string[]?]>([
    ["Oi", ["Atendente Virtual da Magnasul Separação Magnética, há 27 anos no mercado"]],
    ["boa tarde", ["Olá!", "orçamentos"]],
    ["Que horas vocês abrem?", ["Segunda a sexta: 7h30 às 17h30", "Sábado e domingo: fechado"]],
    ["voces funcionam no sabado?", ["Sábado e domingo: fechado"]],
    ["qual o endereço?", ["Rua das Indústrias, 100 — Distrito Industrial, Pedreira, SP"]],
    ["Onde vocês estão localizados", ["Pedreira, SP"]],
    ["Qual o telefone?", ["(19) 3800-0000", "https://wa.me/5519900000000"]],
    ["me passa o email de vcs", ["contato@magnasul.exemplo.com.br"]],
    ["Vocês seguem a LGPD?", ["/politicas", "LGPD"]],
    ["onde vejo a politica de cookies", ["/politicas"]],
    ["valeu!", ["Por nada"]],
    ["voces tem imas de neodimio?", ["Ímãs de Neodímio N52: /produtos/imas-de-neodimio-n52"]],
    ["Vocês têm ímãs de neodímio?", ["/produtos/imas-de-neodimio-n52"]],
    ["Preciso balancear um rotor de exaustor", ["/servicos/balanceamento-dinamico-de-rotores"]],
    ["vcs fazem rebobinamento de motor eletrico?", ["/servicos/rebobinamento-de-motores-eletricos"]],
    ["tem tambr magnetico autolimpante?", ["/produtos/tambor-magnetico-autolimpante"]],
    ["procuro um filtro magnetco para oleo", ["/produtos/filtro-magnetico-para-liquidos"]],
    ["detector de metais para esteira", ["Detector de Metais para Esteiras: /importados/detector-de-metais-para-esteiras"]],
    ["gaussimetro portatil", ["/importados/gaussimetro-digital-portatil"]],
    ["gaveta magnética rotativa", ["no nosso catálogo"], ["gaveta-magnetica-rotativa", "Gaveta"]],
    ["Vocês consertam geladeira?", ["Não encontrei isso no nosso catálogo", "/contato", "wa.me"]],
    ["quanto custa o ima n52 de 10mm?", ["/produtos/imas-de-neodimio-n52"]],
    ["qual o prazo de entrega do tambor?", ["são informados no orçamento", "/produtos/tambor-magnetico-autolimpante"]],
    ["vcs entregam em manaus?", ["Prazos de entrega, frete e garantia dependem do produto"]],
    ["vcs dao garantia?", ["são informados no orçamento"], ["Rebobinamento"]],
    ["quando vcs me respondem?", ["em até 24h"]],
    ["qual o cnpj", ["00.000.000/0001-00", "Serviços: 00.000.000/0002-00"]],
    [
      "quero cancelar a reuniao",
      ["Para remarcar, cancelar ou mudar o horário de uma reunião, fale com a nossa equipe", "[(19) 3800-0000](tel:+551938000000)"],
      ["horários livres"],
    ],
    ["sim", ["Posso registrar um pedido de orçamento ou agendar uma reunião"]],
    ["cancelar", ["Para remarcar, cancelar ou mudar o horário de uma reunião"], ["Não encontrei"]],
  ])("answers %j", async (message, substance, absent = []) => {
    const sessionId = newSession();
    const leadsBefore = await leadCount();
    const reply = await ask(sessionId, message);
    for (const text of substance) expect(reply).toContain(text);
    for (const text of absent) expect(reply).not.toContain(text);
    expect(await sessionRows(sessionId)).toEqual([
      { type: "user", content: message, leadId: null },
      { type: "assistant", content: reply, leadId: null },
    ]);
    expect(await leadCount()).toBe(leadsBefore);
  });

  it("never lists more than 3 pages", async () => {
    const reply = await ask(newSession(), "separador magnetico");
    expect(reply.match(/^• /gm)?.length).toBeLessThanOrEqual(3);
  });

  it("books a meeting: name, e-mail and phone one at a time, re-asking invalid ones, then a free slot", async () => {
    const sessionId = newSession();
    expect(await ask(sessionId, "Quero agendar uma reunião")).toContain("Qual é o seu nome?");
    expect(await ask(sessionId, "meu nome é ana souza")).toBe("Prazer, Ana! Qual é o seu e-mail?");

    const badEmail = await ask(sessionId, "ana@empresa");
    expect(badEmail).toContain("Esse e-mail não parece válido");
    expect(await leadCount()).toBe(0);

    expect(await ask(sessionId, "É ANA.Souza@Empresa.com.br")).toContain("qual é o seu telefone com DDD?");
    expect(await ask(sessionId, "19 9999")).toContain("Esse telefone não parece válido");
    expect(await leadCount()).toBe(0);

    const offer = await ask(sessionId, "(19) 99876-5432");
    expect(offer).toContain("Obrigado, Ana!");
    expect(offer).toContain("1. segunda-feira, 23/11/2026 às 11:00");
    expect(offer).toContain("2. segunda-feira, 23/11/2026 às 11:30");
    const lead = await leadByEmail("ana.souza@empresa.com.br");
    expect(lead).toMatchObject({ name: "Ana Souza", phone: "(19) 99876-5432", status: "novo", meetingAt: null });
    // Every message of the conversation, from before the visitor gave a name, now belongs to the lead.
    const rows = await sessionRows(sessionId);
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.leadId === lead!.id)).toBe(true);

    const confirmed = await ask(sessionId, "2");
    expect(confirmed).toContain("Pedido de reunião para segunda-feira, 23 de novembro de 2026, às 11:30 (horário de Brasília)");
    expect(confirmed).toContain("confirme a reunião pelo link do e-mail até as 11:00, ou o horário será liberado");
    expect(await leadByEmail("ana.souza@empresa.com.br")).toMatchObject({
      meetingAt: new Date("2026-11-23T14:30:00Z"),
      status: "novo",
    });
    expect((await sessionRows(sessionId)).at(-1)).toMatchObject({ type: "assistant", leadId: lead!.id });
  });

  it("never offers a booked slot, and offers others when the chosen one was taken meanwhile", async () => {
    await db()
      .insert(leads)
      .values({ name: "Ana", email: "ana@exemplo.com.br", meetingAt: new Date("2026-11-23T14:30:00Z"), meetingMinutes: 30 });
    const sessionId = newSession();
    await ask(sessionId, "podemos marcar uma visita?");
    await ask(sessionId, "Bruno Lima");
    await ask(sessionId, "bruno@exemplo.com.br");
    const offer = await ask(sessionId, "11 98765-4321");
    expect(offer).not.toContain("11:30");
    expect(offer).toContain("2. segunda-feira, 23/11/2026 às 13:00");

    const [rival] = await db().insert(leads).values({ name: "Rival", email: "rival@exemplo.com.br" }).returning();
    expect(await bookMeeting(rival!.id, new Date("2026-11-23T16:00:00Z"), now)).toMatchObject({
      ok: true,
      at: new Date("2026-11-23T16:00:00Z"),
    });

    const taken = await ask(sessionId, "a segunda");
    expect(taken).toContain("esse horário acabou de ser reservado");
    expect(taken).not.toContain("às 13:00");
    expect((await leadByEmail("bruno@exemplo.com.br"))!.meetingAt).toBeNull();

    expect(await ask(sessionId, "às 13h30")).toContain("Pedido de reunião para segunda-feira, 23 de novembro de 2026, às 13:30");
    const atOne = await db()
      .select()
      .from(leads)
      .where(eq(leads.meetingAt, new Date("2026-11-23T16:00:00Z")));
    expect(atOne.map((row) => row.name)).toEqual(["Rival"]);
  });

  it("takes a quote request for a named product, registers the lead and lets the visitor skip the meeting", async () => {
    const sessionId = newSession();
    const first = await ask(sessionId, "Quanto custa a grade magnética de neodímio?");
    expect(first).toContain("/produtos/grade-magnetica-neodimio");
    expect(first).toContain("Quer que eu registre um pedido de orçamento?");
    expect(await ask(sessionId, "sim")).toContain("Qual é o seu nome?");
    await ask(sessionId, "Carlos Pereira");
    await ask(sessionId, "carlos@fabrica.com.br");
    const registered = await ask(sessionId, "+55 19 3456-7890");
    expect(registered).toContain("Seu pedido de orçamento foi registrado");
    expect(registered).toContain("carlos@fabrica.com.br");
    expect(await ask(sessionId, "não, obrigado")).toContain("Seu pedido de orçamento continua registrado");
    expect(await leadByEmail("carlos@fabrica.com.br")).toMatchObject({ phone: "(19) 3456-7890", meetingAt: null, status: "novo" });
    expect(await ask(sessionId, "Olá")).toContain("Olá!");
  });

  it("refuses a name that carries a web address or a line break, asks again and registers nothing", async () => {
    const sessionId = newSession();
    await ask(sessionId, "quero agendar uma reunião");
    for (const name of ["Cliente. Aviso acesse evil.example", "Ana\nNovo pedido aprovado"]) {
      expect(await ask(sessionId, name)).toBe(
        "Não consegui entender seu nome. Informe um nome válido, só com letras (de 2 a 80 caracteres).",
      );
    }
    expect(await ask(sessionId, "Ana Souza")).toBe("Prazer, Ana! Qual é o seu e-mail?");
    expect(await leadCount()).toBe(0);
  });

  it("answers a question asked midway and asks again for what it was waiting for", async () => {
    const sessionId = newSession();
    await ask(sessionId, "quero um orçamento");
    await ask(sessionId, "Daniela");
    const aside = await ask(sessionId, "qual o horário de vocês?");
    expect(aside).toContain("Segunda a sexta: 7h30 às 17h30");
    expect(aside).toContain("Qual é o seu e-mail?");
    expect(await ask(sessionId, "cancelar")).toContain("Tudo bem, deixei para lá");
    expect(await leadCount()).toBe(0);
  });

  it("given another person's e-mail, greets by the name typed and never tells whether that e-mail has a meeting", async () => {
    const meetingAt = new Date("2026-11-24T13:00:00Z");
    await db().insert(leads).values({
      name: "Ana Souza",
      email: "ana@empresa.com.br",
      phone: "(19) 99876-5432",
      meetingAt,
      meetingMinutes: 30,
      status: "novo",
    });
    const sessionId = newSession();
    await ask(sessionId, "quero agendar uma reunião");
    await ask(sessionId, "Outra Pessoa");
    await ask(sessionId, "ANA@empresa.com.br");
    const offer = await ask(sessionId, "11 91234-5678");
    expect(offer).toContain("Obrigado, Outra!");
    expect(offer).toContain("Estes são os próximos horários livres");
    expect(offer).not.toMatch(/Ana|reunião agendada|24\/11/);
    expect(await ask(sessionId, "quero um orçamento também")).not.toContain("Ana");

    const asked = await ask(sessionId, "1");
    expect(asked).toBe(
      "Pedido de reunião para segunda-feira, 23 de novembro de 2026, às 11:00 (horário de Brasília) recebido. Enviamos um e-mail para o endereço informado: confirme a reunião pelo link do e-mail até as 10:30, ou o horário será liberado. Posso ajudar com mais alguma coisa?",
    );
    expect(await leadCount()).toBe(1);
    const lead = await leadByEmail("ana@empresa.com.br");
    expect(lead).toMatchObject({ name: "Ana Souza", phone: "(19) 99876-5432", meetingAt });
    expect((await sessionRows(sessionId)).every((row) => row.leadId === lead!.id)).toBe(true);
    // Only the e-mail's owner learns why no new meeting was booked.
    const mails = await db().select().from(outboxMails).where(eq(outboxMails.to, "ana@empresa.com.br"));
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ["meeting-not-booked", "Pedido de reunião: segunda-feira, 23 de novembro de 2026, às 11:00"],
    ]);
    expect(mails[0]!.text).toContain("Este e-mail já tem uma reunião agendada conosco");
    expect(mails[0]!.text).not.toMatch(/Outra|Ana/);
  });

  it("counts a plus-address as its mailbox: one meeting still to come per e-mail", async () => {
    await db()
      .insert(leads)
      .values({ name: "Ana Souza", email: "ana@empresa.com.br", meetingAt: new Date("2026-11-24T13:00:00Z"), meetingMinutes: 30 });
    const sessionId = newSession();
    await ask(sessionId, "quero agendar uma reunião");
    await ask(sessionId, "Ana");
    await ask(sessionId, "Ana+2@Empresa.com.br");
    await ask(sessionId, "11 91234-5678");
    expect(await ask(sessionId, "1")).toContain("Pedido de reunião para segunda-feira, 23 de novembro de 2026, às 11:00");
    expect((await leadByEmail("ana+2@empresa.com.br"))!.meetingAt).toBeNull();
  });

  it("fills a known lead's missing phone, offers more slots on request and skips the questions once identified", async () => {
    await db().insert(leads).values({ name: "Ana Souza", email: "ana@empresa.com.br" });
    const sessionId = newSession();
    await ask(sessionId, "quero agendar uma reunião");
    await ask(sessionId, "Ana");
    await ask(sessionId, "ana@empresa.com.br");
    expect(await ask(sessionId, "19 3333-4444")).toContain("5. segunda-feira, 23/11/2026 às 14:00");
    expect(await leadByEmail("ana@empresa.com.br")).toMatchObject({ name: "Ana Souza", phone: "(19) 3333-4444" });
    const more = await ask(sessionId, "outros horários");
    expect(more).toContain("1. segunda-feira, 23/11/2026 às 14:30");
    const nextDay = await ask(sessionId, "prefiro outro dia");
    expect(nextDay).toContain("1. terça-feira, 24/11/2026 às 07:30");
    expect(await ask(sessionId, "cancelar")).toContain("Tudo bem");
    expect(await ask(sessionId, "Quero marcar uma reunião")).toContain("1. segunda-feira, 23/11/2026 às 11:00");
    expect(await leadCount()).toBe(1);
  });

  it("takes the name however it is typed, and an e-mail given before it", async () => {
    const sessionId = newSession();
    await ask(sessionId, "quero um orçamento");
    expect(await ask(sessionId, "meu email é carlos@pedreira.com.br")).toBe(
      "Anotei seu e-mail. Para seguir com o pedido, qual é o seu nome?",
    );
    expect(await ask(sessionId, "oi, sou o Carlos Pedreira")).toBe("Prazer, Carlos! Qual é o seu telefone com DDD?");
    expect(await ask(sessionId, "19 98888-7777")).toContain("Seu pedido de orçamento foi registrado");
    expect(await leadByEmail("carlos@pedreira.com.br")).toMatchObject({ name: "Carlos Pedreira", phone: "(19) 98888-7777" });
  });

  it("answers questions asked while it waits, and after two lets the dialogue go", async () => {
    const sessionId = newSession();
    await ask(sessionId, "quero um orçamento do tambor");
    const first = await ask(sessionId, "qual o endereço?");
    expect(first).toContain("Rua das Indústrias, 100");
    expect(first).toContain("Para seguir com o pedido, qual é o seu nome?");
    const second = await ask(sessionId, "obrigado");
    expect(second).toBe("Por nada! Se precisar de mais alguma coisa, é só escrever.");
    expect(await ask(sessionId, "Ana")).toContain("Não encontrei");
    expect(await leadCount()).toBe(0);
  });

  it("answers a catalogue question while waiting for the phone or a slot", async () => {
    const sessionId = newSession();
    await ask(sessionId, "agendar reunião");
    await ask(sessionId, "Eva Martins");
    await ask(sessionId, "eva@exemplo.com.br");
    const phoneAside = await ask(sessionId, "vcs tem tambor magnetico?");
    expect(phoneAside).toContain("/produtos/tambor-magnetico-autolimpante");
    expect(phoneAside).toContain("Qual é o seu telefone com DDD?");
    await ask(sessionId, "(11) 91234-5678");
    const slotAside = await ask(sessionId, "qual o endereco de vcs?");
    expect(slotAside).toContain("Rua das Indústrias, 100");
    expect(slotAside).toContain("1. segunda-feira, 23/11/2026 às 11:00");
  });

  it("books a free day and time named in the visitor's words, and offers the nearest free ones to a taken one", async () => {
    await db()
      .insert(leads)
      .values({ name: "Ana", email: "ana@exemplo.com.br", meetingAt: new Date("2026-11-26T13:00:00Z"), meetingMinutes: 30 });
    const sessionId = newSession();
    await ask(sessionId, "agendar reunião");
    await ask(sessionId, "Eva Martins");
    await ask(sessionId, "eva@exemplo.com.br");
    await ask(sessionId, "(11) 91234-5678");
    const morning = await ask(sessionId, "amanhã de manhã");
    expect(morning).toContain(
      "Para terça-feira, 24/11/2026, de manhã, estes são os horários livres (horário de Brasília):\n1. terça-feira, 24/11/2026 às 07:30",
    );
    const taken = await ask(sessionId, "pode ser quinta às 10h?");
    expect(taken).toContain("O horário de quinta-feira, 26/11/2026 às 10:00 não está livre. Os horários livres mais próximos são");
    expect(taken).toContain("3. quinta-feira, 26/11/2026 às 09:30\n4. quinta-feira, 26/11/2026 às 10:30");
    expect(await ask(sessionId, "Pode ser na sexta às 10h?")).toContain(
      "Pedido de reunião para sexta-feira, 27 de novembro de 2026, às 10:00 (horário de Brasília) recebido",
    );
    expect((await leadByEmail("eva@exemplo.com.br"))!.meetingAt).toEqual(new Date("2026-11-27T13:00:00Z"));
  });

  it("does not understand a slot it did not offer and says how to answer", async () => {
    const sessionId = newSession();
    await ask(sessionId, "agendar reunião");
    await ask(sessionId, "Eva Martins");
    await ask(sessionId, "eva@exemplo.com.br");
    await ask(sessionId, "(11) 91234-5678");
    const unclear = await ask(sessionId, "9");
    expect(unclear).toContain("Não entendi qual horário você prefere");
    expect(unclear).toContain("1. segunda-feira, 23/11/2026 às 11:00");
    expect(unclear).toContain(
      "Escolha um dos horários, escreva “outros” para ver mais opções ou “cancelar” para sair.\nPrefere outro dia? Escreva, por exemplo, “sexta às 10h” ou “dia 3 de manhã”.",
    );
    const notOffered = await ask(sessionId, "pode ser às 16h?");
    expect(notOffered).toContain(
      "Estes são os próximos horários livres às 16:00 (horário de Brasília):\n1. segunda-feira, 23/11/2026 às 16:00",
    );
    // A time alone that no offered slot has: the next days it is free, to pick from.
    expect(await ask(sessionId, "às 11h30")).toContain(
      "Estes são os próximos horários livres às 11:30 (horário de Brasília):\n1. segunda-feira, 23/11/2026 às 11:30",
    );
    expect(await ask(sessionId, "1")).toContain("Pedido de reunião para segunda-feira, 23 de novembro de 2026, às 11:30");
  });
});
