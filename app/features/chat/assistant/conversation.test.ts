import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, chatSessions, leads, rateLimits, siteSettings } from "~/db/schema";
import { createTestDatabase } from "~/db/testing.server";
import { sampleCompany } from "~/features/seed";
import { cannedReplies } from "../copy";
import type { ChatProvider } from "../provider";
import { handleChatMessage, resetChatLimiters } from "../service.server";
import { seedSampleContent } from "../test-support.server";
import { builtInReply } from "./built-in.server";

// Monday 23/11/2026, 09:00 in São Paulo: the free slots start at 11:00 (two business hours' notice), every
// 30 minutes, none over lunch from 12:00 to 13:00.
const now = new Date("2026-11-23T12:00:00Z");
const at = (time: string) => new Date(`2026-11-23T${time}:00Z`);
let sessions = 0;
const newSession = () => `sessao-conversa-${++sessions}`;

const whatsapp =
  "[WhatsApp](https://wa.me/5519900000000?text=Ol%C3%A1!%20Vim%20pelo%20site%20e%20gostaria%20de%20mais%20informa%C3%A7%C3%B5es.)";
/** The one answer to every way of asking to reschedule, cancel or move a meeting. */
const meetingChange = `Para remarcar, cancelar ou mudar o horário de uma reunião, fale com a nossa equipe pelo telefone [(19) 3800-0000](tel:+551938000000) ou pelo ${whatsapp}. Assim confirmamos que é você.`;
const offerQuote = "Quer que eu registre um pedido de orçamento?";
const firstSlots = "1. segunda-feira, 23/11/2026 às 11:00\n2. segunda-feira, 23/11/2026 às 11:30";

/** What one reply must say, and what it must not. */
type Expect = { says?: string[]; never?: string[]; is?: string };
type Turn = [message: string, expected?: Expect];

async function send(sessionId: string, message: string, provider: ChatProvider = builtInReply) {
  const result = await handleChatMessage({ message, session_id: sessionId }, { clientIp: "10.0.0.2", provider, now });
  if (!result.ok) throw new Error(result.message);
  return result.response;
}

/**
 * Every reply a visitor reads is proofread: one period at a sentence's end, one space between
 * words, and links as words: no bare site path, phone or WhatsApp address outside a written link.
 */
function expectProofread(reply: string) {
  expect(reply).not.toMatch(/(?<!\.)\.\.(?!\.)/);
  expect(reply).not.toMatch(/\S {2}\S/);
  expect(reply).not.toMatch(/[?!]\./);
  const outsideLinks = reply.replace(/\[[^\]]+\]\([^)]+\)/g, "[link]");
  expect(outsideLinks).not.toMatch(/(^|[\s(])\/(contato|politicas|produtos|servicos|importados)(\s|[.,;]|$)/);
  expect(outsideLinks).not.toContain("https://");
  expect(outsideLinks).not.toMatch(/\(\d{2}\) \d{4,5}-\d{4}/);
}

/** Sends each message in turn, checking each reply as it comes; the replies, in order. */
async function converse(sessionId: string, turns: Turn[]) {
  const replies: string[] = [];
  for (const [message, expected = {}] of turns) {
    const reply = await send(sessionId, message);
    if (expected.is !== undefined) expect(reply, message).toBe(expected.is);
    for (const text of expected.says ?? []) expect(reply, message).toContain(text);
    for (const text of expected.never ?? []) expect(reply, message).not.toContain(text);
    expectProofread(reply);
    replies.push(reply);
  }
  return replies;
}

const liveLeads = () =>
  db()
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      meetingAt: leads.meetingAt,
      status: leads.status,
    })
    .from(leads)
    .where(eq(leads.deleted, false))
    .orderBy(asc(leads.createdAt));

async function storedSession(sessionId: string) {
  const [row] = await db().select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
  return row;
}

/**
 * The rows a conversation left: every message and reply in order, each carrying the session's
 * lead (`leadEmail`) or none, and the leads (with their meetings) exactly as listed.
 */
async function expectStored(
  sessionId: string,
  turns: Turn[],
  replies: string[],
  { leadEmail, leadsAfter }: { leadEmail: string | null; leadsAfter: Array<Partial<Awaited<ReturnType<typeof liveLeads>>[number]>> },
) {
  const stored = await liveLeads();
  expect(stored).toEqual(leadsAfter.map((lead) => expect.objectContaining(lead)));
  const leadId = leadEmail ? stored.find((lead) => lead.email === leadEmail)!.id : null;
  const messages = await db()
    .select({ type: agentMessages.messageType, content: agentMessages.messageContent, leadId: agentMessages.leadId })
    .from(agentMessages)
    .where(eq(agentMessages.sessionId, sessionId))
    .orderBy(asc(agentMessages.timestampMessage), asc(agentMessages.createdAt));
  expect(messages).toEqual(
    turns.flatMap(([message], index) => [
      { type: "user", content: message, leadId },
      { type: "assistant", content: replies[index], leadId },
    ]),
  );
  expect((await storedSession(sessionId))?.leadId ?? null).toBe(leadId);
}

const ana = { name: "Ana Souza", email: "ana@fabrica.com.br", phone: "(19) 99876-5432" };

describe("the assistant's conversation (through the chat service, on PGlite)", () => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase("pglite"));
    await seedSampleContent();
  });
  // Every case starts with no lead, no conversation, no booked slot and the sample company.
  beforeEach(async () => {
    resetChatLimiters();
    await db().delete(agentMessages);
    await db().delete(chatSessions);
    await db().delete(leads);
    await db().delete(rateLimits);
    await db().update(siteSettings).set({ settingValue: sampleCompany }).where(eq(siteSettings.settingKey, "company"));
  });
  afterAll(() => closeDatabase());

  describe("a meeting asked for in the middle of a quote switches to booking with what it knows", () => {
    it("after the name: asks only the e-mail and the phone, registers the quote and books", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["Quero um orçamento", { says: ["Qual é o seu nome?"] }],
        ["Ana Souza", { is: "Prazer, Ana! Qual é o seu e-mail?" }],
        [
          "Quero agendar uma reunião",
          {
            is: "Claro, Ana! Vamos agendar a reunião. Seu pedido de orçamento segue junto. Qual é o seu e-mail?",
            never: ["Não encontrei"],
          },
        ],
        [ana.email, { says: ["qual é o seu telefone com DDD?"] }],
        [
          ana.phone,
          {
            says: ["Obrigado, Ana!", "Seu pedido de orçamento foi registrado", firstSlots],
            never: ["Se quiser conversar", "qual é o seu nome"],
          },
        ],
        ["1", { says: ["Pedido de reunião para segunda-feira, 23 de novembro de 2026, às 11:00 (horário de Brasília)"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, {
        leadEmail: ana.email,
        leadsAfter: [{ ...ana, meetingAt: at("14:00"), status: "novo" }],
      });
    });

    it("before the name: asks the name, then goes on to the e-mail", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["preciso de uma cotação", { says: ["Qual é o seu nome?"] }],
        [
          "na verdade quero agendar uma reunião",
          { is: "Claro! Vamos agendar a reunião. Seu pedido de orçamento segue junto. Para seguir com o pedido, qual é o seu nome?" },
        ],
        ["Bruno Lima", { is: "Prazer, Bruno! Qual é o seu e-mail?" }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
      expect((await storedSession(sessionId))?.state).toEqual({ step: "email", purpose: "both", name: "Bruno Lima" });
    });

    it("at the phone: asks only the phone, then offers the slots", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quero um orçamento de grade magnética", { says: ["/produtos/grade-magnetica-neodimio", "Qual é o seu nome?"] }],
        ["Carla Dias"],
        ["carla@usina.com.br", { says: ["qual é o seu telefone com DDD?"] }],
        [
          "dá pra marcar uma reunião?",
          { is: "Claro, Carla! Vamos agendar a reunião. Seu pedido de orçamento segue junto. Qual é o seu telefone com DDD?" },
        ],
        ["(11) 3456-7890", { says: ["Seu pedido de orçamento foi registrado", "Estes são os próximos horários livres"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, {
        leadEmail: "carla@usina.com.br",
        leadsAfter: [{ name: "Carla Dias", email: "carla@usina.com.br", phone: "(11) 3456-7890", meetingAt: null, status: "novo" }],
      });
    });

    it("an e-mail typed before the name is kept: after the switch only the name and the phone are asked", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quero um orçamento"],
        ["meu email é davi@metal.com.br", { is: "Anotei seu e-mail. Para seguir com o pedido, qual é o seu nome?" }],
        ["agendar reunião", { says: ["Vamos agendar a reunião", "qual é o seu nome?"] }],
        ["Davi Rocha", { is: "Prazer, Davi! Qual é o seu telefone com DDD?" }],
        ["19 3222-1111", { says: ["Obrigado, Davi!", firstSlots] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, {
        leadEmail: "davi@metal.com.br",
        leadsAfter: [{ name: "Davi Rocha", email: "davi@metal.com.br", phone: "(19) 3222-1111", meetingAt: null }],
      });
    });

    it("once identified, a meeting asked for while the quote's slots are shown lists them again, with no question", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quero um orçamento"],
        [ana.name],
        [ana.email],
        [ana.phone, { says: ["Se quiser conversar com a equipe, posso agendar uma reunião.", firstSlots] }],
        ["quero agendar uma reunião", { says: ["Ótimo! Escolha um dos horários livres:", firstSlots], never: ["nome", "e-mail?"] }],
        ["2", { says: ["Pedido de reunião para segunda-feira, 23 de novembro de 2026, às 11:30"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: ana.email, leadsAfter: [{ ...ana, meetingAt: at("14:30") }] });
    });

    it("a lead identified earlier in the session books later without giving its data again", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quero um orçamento"],
        [ana.name],
        [ana.email],
        [ana.phone],
        ["agora não", { says: ["Seu pedido de orçamento continua registrado"] }],
        ["Quero marcar uma reunião", { says: [firstSlots], never: ["Qual é o seu nome?", "Anotei seu pedido"] }],
        ["às 13h", { says: ["Pedido de reunião para segunda-feira, 23 de novembro de 2026, às 13:00"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: ana.email, leadsAfter: [{ ...ana, meetingAt: at("16:00") }] });
    });
  });

  describe("rescheduling, cancelling or moving a meeting always gets the same answer", () => {
    it.each([
      "quero remarcar",
      "remarcar",
      "cancelar",
      "mudar horário",
      "Preciso mudar o horário da reunião",
      "posso reagendar?",
      "quero cancelar minha reunião",
      "desmarcar a visita",
      "Dá para trocar a data da reunião?",
      "não vou poder ir na reunião",
      "tem como adiar?",
    ])("%j", async (message) => {
      const sessionId = newSession();
      const turns: Turn[] = [[message, { is: meetingChange }]];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
      // Nothing to remember: the session keeps no row.
      expect(await storedSession(sessionId)).toBeUndefined();
    });

    it("asked in the middle of a quote, it gets the same answer and the dialogue waits where it was", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quero um orçamento"],
        ["quero remarcar", { is: meetingChange }],
        ["Ana Souza", { is: "Prazer, Ana! Qual é o seu e-mail?" }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
    });

    it("after booking, the same answer, the meeting untouched; a second booking is refused with it", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["agendar reunião"],
        [ana.name],
        [ana.email],
        [ana.phone],
        ["1", { says: ["Pedido de reunião para segunda-feira, 23 de novembro de 2026, às 11:00"] }],
        ["quero mudar o horário", { is: meetingChange }],
        // Offered like any visitor: the chat never tells whether an e-mail has a meeting.
        ["quero agendar outra reunião", { says: ["1. segunda-feira, 23/11/2026 às 11:30"], never: ["reunião agendada"] }],
        ["1", { says: ["Pedido de reunião para segunda-feira, 23 de novembro de 2026, às 11:30"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, {
        leadEmail: ana.email,
        leadsAfter: [{ ...ana, meetingAt: at("14:00"), status: "novo" }],
      });
    });

    it("while slots are offered: 'mudar horário' gets the answer and the slots stay; 'cancelar' leaves the booking", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["agendar reunião"],
        [ana.name],
        [ana.email],
        [ana.phone, { says: [firstSlots] }],
        ["mudar horário", { is: meetingChange }],
        ["cancelar", { says: ["Tudo bem, deixei para lá", "[página de contato](/contato)"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: ana.email, leadsAfter: [{ ...ana, meetingAt: null }] });
    });
  });

  describe("price questions explain that prices come with the quote, and ask before registering one", () => {
    it.each(["quanto custa?", "qual o preço", "valor", "Qual é o valor de vocês?", "quanto sai um separador?"])(
      "%j from a new visitor asks, and registers nothing",
      async (message) => {
        const sessionId = newSession();
        const turns: Turn[] = [
          [message, { says: ["são informados no orçamento", offerQuote], never: ["Qual é o seu nome?", "registrado"] }],
        ];
        const replies = await converse(sessionId, turns);
        await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
        expect((await storedSession(sessionId))?.state).toEqual({ step: "offer" });
      },
    );

    it("a yes starts the quote; its product's page comes with the explanation", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["qual o preço do tambor magnético?", { says: ["/produtos/tambor-magnetico-autolimpante", offerQuote] }],
        ["sim, por favor", { says: ["Posso registrar seu pedido de orçamento", "Qual é o seu nome?"] }],
        ["Eva Martins"],
        ["eva@mineracao.com.br"],
        ["(31) 99999-0000", { says: ["Seu pedido de orçamento foi registrado", "eva@mineracao.com.br"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, {
        leadEmail: "eva@mineracao.com.br",
        leadsAfter: [{ name: "Eva Martins", email: "eva@mineracao.com.br", phone: "(31) 99999-0000", status: "novo" }],
      });
    });

    it("a no leaves it, and nothing is registered", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quanto custa?", { says: [offerQuote] }],
        ["não, obrigado", { is: "Tudo bem! Se mudar de ideia, é só pedir um orçamento aqui. Posso ajudar com mais alguma coisa?" }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
      expect((await storedSession(sessionId))?.state).toEqual({ step: "idle" });
    });

    it("another question after the offer is answered as it is", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quanto custa?", { says: [offerQuote] }],
        ["qual o endereço?", { says: ["Rua das Indústrias, 100"], never: [offerQuote] }],
        ["sim", { says: ["Posso registrar um pedido de orçamento ou agendar uma reunião"], never: ["Qual é o seu nome?"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
    });

    it("a lead identified by a meeting is asked too, and a yes notes the quote without registering the lead again", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["agendar reunião"],
        [ana.name],
        [ana.email],
        [ana.phone],
        ["1", { says: ["Pedido de reunião para segunda-feira, 23 de novembro de 2026, às 11:00"] }],
        ["quanto custa?", { says: [offerQuote], never: ["Anotei"] }],
        [
          "sim",
          {
            says: ["Anotei seu pedido de orçamento, Ana", ana.email, "posso agendar uma reunião"],
            never: ["Qual é o seu nome?", "reunião agendada"],
          },
        ],
        ["quero um orçamento", { says: ["Seu pedido de orçamento já está registrado"], never: ["Anotei", "Qual é o seu nome?"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: ana.email, leadsAfter: [{ ...ana, meetingAt: at("14:00") }] });
      expect((await storedSession(sessionId))?.state).toMatchObject({ quoted: true, visitorName: ana.name });
    });

    it("a lead whose quote is registered is told so, not asked again", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quero um orçamento"],
        [ana.name],
        [ana.email],
        [ana.phone],
        ["não", { says: ["Seu pedido de orçamento continua registrado"] }],
        ["quanto custa?", { says: ["Seu pedido de orçamento já está com a nossa equipe"], never: [offerQuote] }],
        ["qual o valor do frete?", { says: ["Seu pedido de orçamento já está com a nossa equipe"], never: [offerQuote] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: ana.email, leadsAfter: [{ ...ana, meetingAt: null }] });
    });

    it("asked while a meeting's e-mail is awaited: explained, and the e-mail asked again", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quero agendar uma reunião"],
        ["Fabio Reis"],
        ["quanto custa?", { says: ["são informados no orçamento", "Qual é o seu e-mail?"], never: [offerQuote, "registrado"] }],
        ["fabio@reis.com.br", { says: ["qual é o seu telefone com DDD?"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
    });

    it("a quote asked for outright is taken at once", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quero comprar um tambor, quanto custa?", { says: ["Posso registrar seu pedido de orçamento", "Qual é o seu nome?"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
    });

    it("a delivery question is answered the same way: offered, then a yes starts the quote", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["qual o prazo de entrega?", { says: ["são informados no orçamento", offerQuote] }],
        ["pode ser", { says: ["Qual é o seu nome?"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
    });
  });

  describe("an identified lead is never registered twice", () => {
    it("a second quote in the session says it is registered, with no new lead and no question", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quero um orçamento"],
        [ana.name],
        [ana.email],
        [ana.phone],
        ["cancelar"],
        ["quero outro orçamento", { says: ["Seu pedido de orçamento já está registrado", ana.email], never: ["Qual é o seu nome?"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: ana.email, leadsAfter: [{ ...ana, meetingAt: null }] });
    });

    it("an e-mail an earlier lead holds joins that lead: one row, its own name and phone kept", async () => {
      await db()
        .insert(leads)
        .values({ ...ana });
      const sessionId = newSession();
      const turns: Turn[] = [
        ["quero um orçamento"],
        ["Outra Pessoa"],
        ["ANA@fabrica.com.br"],
        ["(11) 90000-1111", { says: ["Obrigado, Outra!", "Seu pedido de orçamento foi registrado"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: ana.email, leadsAfter: [{ ...ana }] });
    });
  });

  describe("every reply is proofread", () => {
    it("contact: the phone in E.164, WhatsApp as a word, one period", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        [
          "qual o telefone?",
          {
            is: `Você pode falar com a nossa equipe pelo telefone [(19) 3800-0000](tel:+551938000000), pelo e-mail contato@magnasul.exemplo.com.br ou pelo ${whatsapp}.`,
          },
        ],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
    });

    it("a miss in the catalogue names the contact page in words", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        ["vocês consertam geladeira?", { says: ["Não encontrei isso no nosso catálogo", "formulário da [página de contato](/contato)"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
    });

    it("opening hours and tax ids as lists", async () => {
      const sessionId = newSession();
      const turns: Turn[] = [
        [
          "que horas vocês abrem?",
          {
            is: "Nosso horário de atendimento:\n• Segunda a sexta: 7h30 às 17h30\n• Sábado e domingo: fechado\nRespondemos às mensagens em até 24h.",
          },
        ],
        ["qual o cnpj?", { says: ["CNPJ das nossas unidades:\n• Produtos: 00.000.000/0001-00\n• Serviços: 00.000.000/0002-00"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
    });

    it("an assistant's double period or stray spaces are corrected before the visitor reads them", async () => {
      const sessionId = newSession();
      const reply = await send(sessionId, "Olá", async () => "Um momento... Fale com a gente pelo WhatsApp..  Até logo!.");
      expect(reply).toBe("Um momento... Fale com a gente pelo WhatsApp. Até logo!");
      const wrong = await send(sessionId, "Olá de novo", async () => "Certo.. Pode enviar.");
      expect(wrong).toBe("Certo. Pode enviar.");
      const stored = await db()
        .select({ content: agentMessages.messageContent })
        .from(agentMessages)
        .where(and(eq(agentMessages.sessionId, sessionId), eq(agentMessages.messageType, "assistant")))
        .orderBy(asc(agentMessages.createdAt));
      expect(stored.map((row) => row.content)).toEqual([reply, wrong]);
    });
  });

  describe("the company's age comes from the founding year in the settings", () => {
    it("the greeting counts it from the year saved", async () => {
      await db()
        .update(siteSettings)
        .set({ settingValue: { ...sampleCompany, foundedYear: 2010 } })
        .where(eq(siteSettings.settingKey, "company"));
      const sessionId = newSession();
      const turns: Turn[] = [
        ["Oi", { says: ["Atendente Virtual da Magnasul Separação Magnética, há 16 anos no mercado"], never: ["20 anos"] }],
      ];
      const replies = await converse(sessionId, turns);
      await expectStored(sessionId, turns, replies, { leadEmail: null, leadsAfter: [] });
    });

    it("so does the canned reply when the assistant fails", async () => {
      const random = vi.spyOn(Math, "random").mockReturnValue(0.5);
      try {
        const sessionId = newSession();
        const reply = await send(sessionId, "Olá", async () => {
          throw new Error("fora do ar");
        });
        const years = new Date().getFullYear() - sampleCompany.foundedYear;
        expect(reply).toBe(`Somos uma empresa com ${years} anos de experiência em separação magnética. Como podemos ajudar?`);
        expect(cannedReplies(years)).toContain(reply);
        expect(await liveLeads()).toEqual([]);
      } finally {
        random.mockRestore();
      }
    });
  });
});
