import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages } from "~/db/schema";
import { createTestDatabase } from "~/db/testing.server";
import type { ChatProvider } from "../provider";
import { handleChatMessage, resetChatLimiters } from "../service.server";

const provider: ChatProvider = async () => "Certo!";
const body = (sessionId: string, message: unknown) => ({ message, session_id: sessionId, timestamp: "2026-11-22T16:00:00.000Z", page_url: "/" });

async function storedCount(sessionId: string) {
  const [row] = await db().select({ total: count() }).from(agentMessages).where(eq(agentMessages.sessionId, sessionId));
  return row!.total;
}

describe("chat endpoint rules, whatever the assistant", () => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase("pglite")));
  afterAll(() => closeDatabase());
  beforeEach(() => resetChatLimiters());

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
      expect(await handleChatMessage(body(sessionId, `Mensagem ${sent}`), { clientIp: "203.0.113.21", provider })).toEqual({ ok: true, response: "Certo!" });
    }
    expect(await storedCount(sessionId)).toBe(40);
    const refused = await handleChatMessage(body(sessionId, "Mais uma"), { clientIp: "203.0.113.21", provider });
    expect(refused).toEqual({ ok: false, status: 429, message: "Você enviou muitas mensagens seguidas. Aguarde um instante e tente novamente." });
    expect(await storedCount(sessionId)).toBe(40);
  });
});
