import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, leads, rateLimits } from "~/db/schema";
import { createTestDatabase } from "~/db/testing.server";
import { leadMessages } from "~/features/leads/contact-rules";
import { sampleCompany } from "~/features/seed";
import { yearsInMarket } from "~/features/settings/index.server";
import { cannedReplies, noTextReply } from "../copy";
import { handleChatMessage, resetChatLimiters } from "../service.server";
import { completionsUrl, createOpenAiProvider } from "./openai.server";
import { seedSampleContent, startFakeServer, type FakeAnswer } from "../test-support.server";

type SentMessage = { role: string; content: string | null; tool_call_id?: string };
type CompletionRequest = { model: string; messages: SentMessage[]; tools: { function: { name: string } }[]; tool_choice: string };
type Slot = { inicio: string; rotulo: string };

const clientIp = "203.0.113.9";
// Monday 23/11/2026, 09:00 in São Paulo: the first free slot is 11:00 (two business hours of notice).
const now = new Date("2026-11-23T12:00:00Z");

const text = (content: string | null): FakeAnswer => ({ json: { choices: [{ message: { role: "assistant", content } }] } });
const toolCall = (name: string, args: object): FakeAnswer => ({
  json: {
    choices: [
      {
        message: {
          role: "assistant",
          content: null,
          tool_calls: [{ id: `call_${name}`, type: "function", function: { name, arguments: JSON.stringify(args) } }],
        },
      },
    ],
  },
});
const sent = (body: unknown) => body as CompletionRequest;
/** The JSON result of the tool call the model made last, as the provider sent it back. */
const lastToolResult = <T>(body: unknown) => JSON.parse(sent(body).messages.at(-1)!.content!) as T;

const say = (sessionId: string, message: string) => ({
  message,
  session_id: sessionId,
  page_url: "http://localhost:3000/",
  timestamp: now.toISOString(),
});

describe("OpenAI-compatible assistant", () => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase("pglite"));
    await seedSampleContent();
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    resetChatLimiters();
    await db().delete(rateLimits);
  });

  it("appends /chat/completions to a base URL only once", () => {
    expect(completionsUrl("https://api.openai.com/v1")).toBe("https://api.openai.com/v1/chat/completions");
    expect(completionsUrl("http://127.0.0.1:11434/v1/chat/completions/")).toBe("http://127.0.0.1:11434/v1/chat/completions");
  });

  it("sends the model, the key, a prompt grounded in the catalogue and company, the tools and the history once", async () => {
    const server = await startFakeServer((_body, index) =>
      text(index === 0 ? "Olá! Como posso ajudar?" : "Temos, sim: /produtos/imas-de-neodimio-n52"),
    );
    const provider = createOpenAiProvider({ apiUrl: `${server.url}/v1`, apiKey: "sk-teste", model: "modelo-teste", timeoutMs: 5_000 });
    await handleChatMessage(say("sessao-openai-1", "Oi"), { clientIp, provider, now });
    const result = await handleChatMessage(say("sessao-openai-1", "Vocês têm ímãs de neodímio?"), { clientIp, provider, now });
    await server.close();

    expect(result).toEqual({ ok: true, response: "Temos, sim: /produtos/imas-de-neodimio-n52" });
    const [first, second] = server.received;
    expect(second!.path).toBe("/v1/chat/completions");
    expect(second!.headers.authorization).toBe("Bearer sk-teste");
    const request = sent(second!.body);
    expect(request.model).toBe("modelo-teste");
    expect(request.tools.map((tool) => tool.function.name)).toEqual([
      "buscar_catalogo",
      "registrar_lead",
      "horarios_livres",
      "agendar_reuniao",
    ]);
    const [system, ...conversation] = request.messages;
    expect(system!.role).toBe("system");
    expect(system!.content).toContain("Ímãs de Neodímio N52 (/produtos/imas-de-neodimio-n52)");
    expect(system!.content).toContain("Magnasul Separação Magnética");
    expect(system!.content).toContain("https://wa.me/5519900000000");
    expect(conversation).toEqual([
      { role: "user", content: "Oi" },
      { role: "assistant", content: "Olá! Como posso ajudar?" },
      { role: "user", content: "Vocês têm ímãs de neodímio?" },
    ]);
    expect(sent(first!.body).messages.slice(1)).toEqual([{ role: "user", content: "Oi" }]);
  });

  it("registers the lead, lists the free slots and books the first one through tool calls", async () => {
    const sessionId = "sessao-openai-agenda";
    let booked: { ok: boolean; rotulo: string } | undefined;
    const server = await startFakeServer((body, index) => {
      if (index === 0)
        return toolCall("registrar_lead", { nome: "Maria Souza", email: "Maria.Souza@Exemplo.com.br", telefone: "19998765432" });
      if (index === 1) return toolCall("horarios_livres", {});
      if (index === 2) return toolCall("agendar_reuniao", { horario: lastToolResult<{ horarios: Slot[] }>(body).horarios[0]!.inicio });
      booked = lastToolResult(body);
      return text(`Pronto, Maria! Reunião agendada para ${booked!.rotulo}.`);
    });
    // No key and the full endpoint, as a local server is configured.
    const provider = createOpenAiProvider({
      apiUrl: `${server.url}/v1/chat/completions`,
      apiKey: undefined,
      model: "local",
      timeoutMs: 5_000,
    });
    const result = await handleChatMessage(
      say(sessionId, "Quero marcar uma reunião. Sou Maria Souza, Maria.Souza@Exemplo.com.br, 19 99876-5432"),
      {
        clientIp,
        provider,
        now,
      },
    );
    await server.close();

    expect(server.received).toHaveLength(4);
    expect(server.received[0]!.headers.authorization).toBeUndefined();
    expect(booked).toEqual({
      ok: true,
      horario: "2026-11-23T14:00:00.000Z",
      rotulo: "segunda-feira, 23 de novembro de 2026, às 11:00",
      // The meeting is two hours away: the hold ends half an hour before it, not two hours from now.
      confirmar_ate: "10:30",
      aviso:
        "Pedido recebido. Diga ao visitante que enviamos um e-mail ao endereço informado e que ele deve confirmar a reunião pelo link do e-mail até as 10:30, ou o horário será liberado; não diga se a reunião foi agendada.",
    });
    expect(result).toEqual({ ok: true, response: "Pronto, Maria! Reunião agendada para segunda-feira, 23 de novembro de 2026, às 11:00." });
    const [lead] = await db().select().from(leads).where(eq(leads.email, "maria.souza@exemplo.com.br"));
    expect(lead).toMatchObject({
      name: "Maria Souza",
      phone: "(19) 99876-5432",
      meetingAt: new Date("2026-11-23T14:00:00Z"),
      status: "novo",
    });
    const messages = await db()
      .select({ type: agentMessages.messageType, leadId: agentMessages.leadId })
      .from(agentMessages)
      .where(eq(agentMessages.sessionId, sessionId))
      .orderBy(asc(agentMessages.createdAt));
    expect(messages).toEqual([
      { type: "user", leadId: lead!.id },
      { type: "assistant", leadId: lead!.id },
    ]);
  });

  it("gives an invalid e-mail's message back to the model and writes no lead", async () => {
    const server = await startFakeServer((_body, index) =>
      index === 0
        ? toolCall("registrar_lead", { nome: "Joana Lima", email: "joana@", telefone: "(11) 3333-4444" })
        : text("Pode conferir o seu e-mail?"),
    );
    const provider = createOpenAiProvider({ apiUrl: server.url, apiKey: "sk-teste", model: "modelo-teste", timeoutMs: 5_000 });
    const result = await handleChatMessage(say("sessao-openai-email", "Joana Lima, joana@, (11) 3333-4444"), { clientIp, provider, now });
    await server.close();

    expect(lastToolResult(server.received[1]!.body)).toEqual({ ok: false, erros: { email: leadMessages.email } });
    expect(result).toEqual({ ok: true, response: "Pode conferir o seu e-mail?" });
    expect(await db().select().from(leads).where(eq(leads.name, "Joana Lima"))).toEqual([]);
  });

  it("stops after 5 answers, the last without tools, and answers the no-text reply when the model said nothing", async () => {
    const server = await startFakeServer(() => toolCall("buscar_catalogo", { consulta: "filtro" }));
    const provider = createOpenAiProvider({ apiUrl: server.url, apiKey: undefined, model: "local", timeoutMs: 5_000 });
    const result = await handleChatMessage(say("sessao-openai-laco", "Filtros?"), { clientIp, provider, now });
    await server.close();

    expect(server.received.map((request) => sent(request.body).tool_choice)).toEqual(["auto", "auto", "auto", "auto", "none"]);
    expect(result).toEqual({ ok: true, response: noTextReply });
  });

  it.each([
    ["a 500", "sessao-openai-500", { status: 500, json: { error: { message: "falhou" } } } as const, 5_000],
    ["a timeout", "sessao-openai-lento", "hang" as const, 200],
  ])("answers and stores a canned reply after %s", async (_case, sessionId, answer, timeoutMs) => {
    const server = await startFakeServer(() => answer);
    const provider = createOpenAiProvider({ apiUrl: server.url, apiKey: "sk-teste", model: "modelo-teste", timeoutMs });
    const result = await handleChatMessage(say(sessionId, "Olá"), { clientIp, provider, now });
    await server.close();

    const response = result.ok ? result.response : "";
    // The sample company was founded in 1999: its age is counted from it, not written down.
    expect(cannedReplies(yearsInMarket(sampleCompany.foundedYear))).toContain(response);
    const [last] = await db()
      .select({ type: agentMessages.messageType, content: agentMessages.messageContent })
      .from(agentMessages)
      .where(eq(agentMessages.sessionId, sessionId))
      .orderBy(asc(agentMessages.createdAt))
      .offset(1);
    expect(last).toEqual({ type: "assistant", content: response });
  });

  it("never puts the model's answer body into the error it throws", async () => {
    const server = await startFakeServer(() => ({
      status: 400,
      json: { error: { message: "Mensagem recusada: maria@exemplo.com.br, 19 99876-5432" } },
    }));
    const provider = createOpenAiProvider({ apiUrl: server.url, apiKey: "sk-teste", model: "modelo-teste", timeoutMs: 5_000 });
    const failure = await provider({
      message: "maria@exemplo.com.br, 19 99876-5432",
      sessionId: "sessao-openai-erro",
      clientIp: "10.0.0.1",
      now,
    }).catch((error: unknown) => error);
    await server.close();

    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe("the chat model answered 400");
  });

  it.each([
    ["a 500", "sessao-openai-agenda-500", { status: 500, json: { error: { message: "falhou" } } } as const, 5_000],
    ["a timeout", "sessao-openai-agenda-lento", "hang" as const, 2_000],
  ])("confirms a meeting booked by a tool call when the model's next answer is %s", async (_case, sessionId, failure, timeoutMs) => {
    const email = `${sessionId}@exemplo.com.br`;
    let booked: { ok: boolean; horario: string; rotulo: string; confirmar_ate: string } | undefined;
    const server = await startFakeServer((body, index) => {
      if (index === 0) return toolCall("registrar_lead", { nome: "Paulo Reis", email, telefone: "(11) 3333-4444" });
      if (index === 1) return toolCall("horarios_livres", {});
      if (index === 2) return toolCall("agendar_reuniao", { horario: lastToolResult<{ horarios: Slot[] }>(body).horarios[0]!.inicio });
      booked = lastToolResult(body);
      return failure;
    });
    const provider = createOpenAiProvider({ apiUrl: server.url, apiKey: undefined, model: "local", timeoutMs });
    const result = await handleChatMessage(say(sessionId, `Quero uma reunião. Paulo Reis, ${email}, (11) 3333-4444`), {
      clientIp,
      provider,
      now,
    });
    await server.close();

    expect(booked).toMatchObject({ ok: true, rotulo: expect.stringMatching(/^segunda-feira, 23 de novembro de 2026, às \d{2}:\d{2}$/) });
    const confirmation = `Pedido de reunião para ${booked!.rotulo} (horário de Brasília) recebido. Enviamos um e-mail para o endereço informado: confirme a reunião pelo link do e-mail até as ${booked!.confirmar_ate}, ou o horário será liberado.`;
    expect(result).toEqual({ ok: true, response: confirmation });
    const [lead] = await db().select().from(leads).where(eq(leads.email, email));
    expect(lead).toMatchObject({ name: "Paulo Reis", meetingAt: new Date(booked!.horario), status: "novo" });
    const [, stored] = await db()
      .select({ content: agentMessages.messageContent })
      .from(agentMessages)
      .where(eq(agentMessages.sessionId, sessionId))
      .orderBy(asc(agentMessages.createdAt));
    expect(stored).toEqual({ content: confirmation });
  });

  it("thanks a visitor registered by a tool call when the model then fails", async () => {
    const sessionId = "sessao-openai-registro-500";
    const email = "ana.prado@exemplo.com.br";
    const server = await startFakeServer((_body, index) =>
      index === 0 ? toolCall("registrar_lead", { nome: "Ana Prado", email, telefone: "(11) 3333-5555" }) : { status: 503, json: {} },
    );
    const provider = createOpenAiProvider({ apiUrl: server.url, apiKey: undefined, model: "local", timeoutMs: 5_000 });
    const result = await handleChatMessage(say(sessionId, `Ana Prado, ${email}, (11) 3333-5555`), { clientIp, provider, now });
    await server.close();

    expect(result).toEqual({ ok: true, response: "Obrigado! Registramos seu contato e nossa equipe responderá em breve." });
    expect(await db().select({ name: leads.name }).from(leads).where(eq(leads.email, email))).toEqual([{ name: "Ana Prado" }]);
  });
});
