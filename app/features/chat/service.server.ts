import { asc, eq } from "drizzle-orm";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { db } from "~/db/client.server";
import { agentMessages } from "~/db/schema";
import { consumePoint, createRateLimiter } from "~/features/security/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { validate } from "~/lib/validation";
import { builtInReply } from "./assistant/built-in.server";
import { chatRequestSchema } from "./schema";

export type ChatResult = { ok: true; response: string } | { ok: false; status: number; message: string };

type Limiters = { perSession: RateLimiterAbstract; perIp: RateLimiterAbstract };
const globalStore = globalThis as typeof globalThis & { __chatLimiters?: Limiters };

function limiters(): Limiters {
  globalStore.__chatLimiters ??= {
    perSession: createRateLimiter({ keyPrefix: "chat_session", points: 20, durationSeconds: 60 }),
    perIp: createRateLimiter({ keyPrefix: "chat_ip", points: 120, durationSeconds: 10 * 60 }),
  };
  return globalStore.__chatLimiters;
}

export function resetChatLimiters() {
  globalStore.__chatLimiters = undefined;
}

const tooMany = "Você enviou muitas mensagens seguidas. Aguarde um instante e tente novamente.";

/** Stores the visitor's message and the assistant's reply, and answers with the reply. */
export async function handleChatMessage(input: unknown, { clientIp }: { clientIp: string }): Promise<ChatResult> {
  const valid = validate(chatRequestSchema, input);
  if (!valid.ok) return { ok: false, status: 400, message: valid.message };
  const { message, session_id: sessionId } = valid.data;
  const { perSession, perIp } = limiters();
  if (!(await consumePoint(perIp, clientIp)) || !(await consumePoint(perSession, sessionId))) {
    return { ok: false, status: 429, message: tooMany };
  }
  await db().insert(agentMessages).values({ sessionId, messageType: "user", messageContent: message });
  let response: string;
  try {
    response = await builtInReply(message);
  } catch (error) {
    logger.error({ err: error }, "the assistant could not answer");
    return { ok: false, status: 502, message: "O atendente não pôde responder agora." };
  }
  await db().insert(agentMessages).values({ sessionId, messageType: "assistant", messageContent: response });
  return { ok: true, response };
}

/** The conversation of one visitor session, oldest first. */
export function chatHistory(sessionId: string) {
  if (!/^[A-Za-z0-9-]{8,64}$/.test(sessionId)) return Promise.resolve([]);
  return db()
    .select({ type: agentMessages.messageType, content: agentMessages.messageContent, createdAt: agentMessages.createdAt })
    .from(agentMessages)
    .where(eq(agentMessages.sessionId, sessionId))
    .orderBy(asc(agentMessages.createdAt), asc(agentMessages.timestampMessage));
}
