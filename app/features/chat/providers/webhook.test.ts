import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages } from "~/db/schema";
import { createTestDatabase } from "~/db/testing.server";
import { cannedReplies, noTextReply } from "../copy";
import { handleChatMessage, resetChatLimiters } from "../service.server";
import { startFakeServer, type FakeAnswer } from "../test-support.server";
import { createWebhookProvider } from "./webhook.server";

const clientIp = "203.0.113.7";

function storedMessages(sessionId: string) {
  return db()
    .select({ type: agentMessages.messageType, content: agentMessages.messageContent })
    .from(agentMessages)
    .where(eq(agentMessages.sessionId, sessionId))
    .orderBy(asc(agentMessages.createdAt));
}

/** One visitor message sent through the service to a fake webhook that answers `answer`. */
async function ask(sessionId: string, answer: FakeAnswer, timeoutMs = 5_000) {
  const server = await startFakeServer(() => answer);
  try {
    const provider = createWebhookProvider({ url: `${server.url}/chat-proxy`, timeoutMs });
    const body = {
      message: "Vocês fazem rebobinamento?",
      timestamp: "2026-11-22T16:00:00.000Z",
      session_id: sessionId,
      page_url: "https://www.exemplo.com.br/servicos",
    };
    return { result: await handleChatMessage(body, { clientIp, provider }), received: server.received };
  } finally {
    await server.close();
  }
}

describe("webhook assistant", () => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase("pglite")));
  afterAll(() => closeDatabase());
  beforeEach(() => resetChatLimiters());

  it("posts exactly the chat-proxy body and answers the `response` field", async () => {
    const { result, received } = await ask("sessao-webhook-1", { json: { response: "Sim, rebobinamos motores." } });
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe("/chat-proxy");
    expect(received[0]!.headers["content-type"]).toBe("application/json");
    expect(received[0]!.body).toEqual({
      message: "Vocês fazem rebobinamento?",
      timestamp: "2026-11-22T16:00:00.000Z",
      session_id: "sessao-webhook-1",
      page_url: "https://www.exemplo.com.br/servicos",
    });
    expect(result).toEqual({ ok: true, response: "Sim, rebobinamos motores." });
    expect(await storedMessages("sessao-webhook-1")).toEqual([
      { type: "user", content: "Vocês fazem rebobinamento?" },
      { type: "assistant", content: "Sim, rebobinamos motores." },
    ]);
  });

  it("reads the `message` field when there is no `response`", async () => {
    const { result } = await ask("sessao-webhook-2", { json: { message: "Fazemos, sim." } });
    expect(result).toEqual({ ok: true, response: "Fazemos, sim." });
  });

  it("answers the no-text reply to a JSON body without text", async () => {
    const { result } = await ask("sessao-webhook-3", { json: {} });
    expect(result).toEqual({ ok: true, response: noTextReply });
  });

  it.each([
    ["a 500", "sessao-webhook-500", { status: 500, json: { error: "falhou" } } as const, 5_000],
    ["a timeout", "sessao-webhook-lento", "hang" as const, 200],
  ])("answers and stores a canned reply after %s", async (_case, sessionId, answer, timeoutMs) => {
    const started = Date.now();
    const { result } = await ask(sessionId, answer, timeoutMs);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.ok).toBe(true);
    const response = result.ok ? result.response : "";
    // No company data saved: the age is left out rather than guessed.
    expect(cannedReplies(null)).toContain(response);
    expect((await storedMessages(sessionId)).at(-1)).toEqual({ type: "assistant", content: response });
  });
});
