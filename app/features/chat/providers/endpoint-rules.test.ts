import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, siteSettings } from "~/db/schema";
import { createTestDatabase } from "~/db/testing.server";
import type { ChatProvider } from "../provider";
import { handleChatMessage, resetChatLimiters } from "../service.server";

const provider: ChatProvider = async () => "Certo!";
const tooMany = { ok: false, status: 429, message: "Você enviou muitas mensagens seguidas. Aguarde um instante e tente novamente." };
const body = (sessionId: string, message: unknown) => ({
  message,
  session_id: sessionId,
  timestamp: "2026-11-22T16:00:00.000Z",
  page_url: "/",
});

/** The 'Atendente Virtual' switch of the settings; undefined leaves it never saved. */
async function switchChatbot(enabled: boolean | undefined) {
  await db().delete(siteSettings).where(eq(siteSettings.settingKey, "chatbot_enabled"));
  if (enabled !== undefined) await db().insert(siteSettings).values({ settingKey: "chatbot_enabled", settingValue: enabled });
}

async function storedCount(sessionId: string) {
  const [row] = await db().select({ total: count() }).from(agentMessages).where(eq(agentMessages.sessionId, sessionId));
  return row!.total;
}

describe("chat endpoint rules, whatever the assistant", () => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase("pglite")));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    resetChatLimiters();
    await switchChatbot(undefined);
  });

  it.each([
    ["a blank message", body("sessao-regras-vazia", "   "), "Digite uma mensagem"],
    ["a message of 2,001 characters", body("sessao-regras-longa", "a".repeat(2001)), "A mensagem pode ter até 2.000 caracteres"],
    ["a bad session id", body("sessao com espaço", "Olá"), "Sessão do visitante inválida"],
  ])("refuses %s with 400 and stores nothing", async (_case, input, message) => {
    expect(await handleChatMessage(input, { clientIp: "203.0.113.20", provider })).toEqual({ ok: false, status: 400, message });
    expect(await storedCount(input.session_id)).toBe(0);
  });

  it("answers 429 to the 21st message of a session within a minute and stores nothing for it", async () => {
    const sessionId = "sessao-regras-rapida";
    for (let sent = 0; sent < 20; sent++) {
      expect(await handleChatMessage(body(sessionId, `Mensagem ${sent}`), { clientIp: "203.0.113.21", provider })).toEqual({
        ok: true,
        response: "Certo!",
      });
    }
    expect(await storedCount(sessionId)).toBe(40);
    const refused = await handleChatMessage(body(sessionId, "Mais uma"), { clientIp: "203.0.113.21", provider });
    expect(refused).toEqual(tooMany);
    expect(await storedCount(sessionId)).toBe(40);
  });

  it("answers 429 to the 121st message from one address within 10 minutes, whatever the session, and stores nothing for it", async () => {
    const clientIp = "203.0.113.22";
    // 15 messages in each of 8 sessions: no session comes near its own limit of 20 a minute.
    for (let session = 0; session < 8; session++) {
      for (let sent = 0; sent < 15; sent++) {
        const answer = await handleChatMessage(body(`sessao-regras-endereco-${session}`, `Mensagem ${sent}`), { clientIp, provider });
        expect(answer).toEqual({ ok: true, response: "Certo!" });
      }
    }
    const fresh = "sessao-regras-endereco-nova";
    expect(await handleChatMessage(body(fresh, "Olá"), { clientIp, provider })).toEqual(tooMany);
    expect(await storedCount(fresh)).toBe(0);
    expect(await handleChatMessage(body(fresh, "Olá"), { clientIp: "203.0.113.23", provider })).toEqual({ ok: true, response: "Certo!" });
  });

  it("refuses with 403 and stores nothing while the Atendente Virtual is switched off in the settings", async () => {
    await switchChatbot(false);
    const sessionId = "sessao-regras-desligado";
    const refused = await handleChatMessage(body(sessionId, "Olá"), { clientIp: "203.0.113.24", provider });
    expect(refused).toEqual({ ok: false, status: 403, message: "O Atendente Virtual está desativado." });
    expect(await storedCount(sessionId)).toBe(0);
  });

  it.each([
    ["switched on", true],
    ["never saved", undefined],
  ])("answers while the Atendente Virtual is %s", async (_case, enabled) => {
    await switchChatbot(enabled);
    const sessionId = `sessao-regras-ligado-${String(enabled)}`;
    expect(await handleChatMessage(body(sessionId, "Olá"), { clientIp: "203.0.113.25", provider })).toEqual({
      ok: true,
      response: "Certo!",
    });
    expect(await storedCount(sessionId)).toBe(2);
  });
});
