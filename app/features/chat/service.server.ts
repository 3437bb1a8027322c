import { asc, eq } from "drizzle-orm";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { db } from "~/db/client.server";
import { agentMessages } from "~/db/schema";
import { consumePoint, createRateLimiter } from "~/platform/security/index.server";
import { getCompanySettings, getSetting, yearsInMarket } from "~/features/settings/index.server";
import { logger } from "~/lib/logger.server";
import { validate } from "~/lib/validation";
import type { ChatProvider } from "./provider";
import { configuredProvider } from "./providers.server";
import { cannedReply, noTextReply } from "./copy";
import { proofread } from "./proofread";
import { chatRequestSchema, sessionIdPattern } from "./schema";
import { loadChatSession } from "./session-state.server";
import { forget, remember } from "~/lib/remember";
import type { ActionResult } from "~/lib/action-result";

type Limiters = { perSession: RateLimiterAbstract; perIp: RateLimiterAbstract };

function limiters(): Limiters {
  return remember<Limiters>("chat-limiters", () => ({
    perSession: createRateLimiter({ keyPrefix: "chat_session", points: 20, durationSeconds: 60 }),
    perIp: createRateLimiter({ keyPrefix: "chat_ip", points: 120, durationSeconds: 10 * 60 }),
  }));
}

export function resetChatLimiters() {
  forget("chat-limiters");
}

const tooMany = "Você enviou muitas mensagens seguidas. Aguarde um instante e tente novamente.";
const disabled = "O Atendente Virtual está desativado.";

/** Enabled unless switched off explicitly, as the site layout reads it: a missing setting means on. */
async function chatbotEnabled() {
  return (await getSetting("chatbot_enabled")) !== false;
}

/**
 * The assistant's answer, proofread; when it fails or says nothing, the canned replies of copy.ts
 * stand in, the company's age in them counted from the founding year in the settings.
 */
async function replyOf(provider: ChatProvider, turn: Parameters<ChatProvider>[0]) {
  try {
    const reply = proofread(await provider(turn));
    return reply || noTextReply;
  } catch (error) {
    logger.warn({ err: error }, "the assistant could not answer; a canned reply was sent");
    const company = await getCompanySettings().catch(() => undefined);
    return cannedReply(company ? yearsInMarket(company.foundedYear) : null);
  }
}

/** `now` is the assistant's clock (free slots are counted from it); messages keep the server's time. */
type Options = { clientIp: string; provider?: ChatProvider; now?: Date };

/**
 * Stores the visitor's message, asks the assistant, stores its reply and answers with it.
 * Both messages carry the lead's id once the visitor has been identified. A chat
 * switched off in the settings refuses before anything is counted or stored.
 */
export async function handleChatMessage(
  input: unknown,
  { clientIp, provider = configuredProvider(), now = new Date() }: Options,
): Promise<ActionResult<{ response: string }>> {
  const valid = validate(chatRequestSchema, input);
  if (!valid.ok) return { ok: false, status: 400, message: valid.message };
  if (!(await chatbotEnabled())) return { ok: false, status: 403, message: disabled };
  const { message, session_id: sessionId, page_url: pageUrl, timestamp } = valid.data;
  const { perSession, perIp } = limiters();
  if (!(await consumePoint(perIp, clientIp)) || !(await consumePoint(perSession, sessionId))) {
    return { ok: false, status: 429, message: tooMany };
  }
  const before = await loadChatSession(sessionId);
  await db().insert(agentMessages).values({ sessionId, leadId: before.leadId, messageType: "user", messageContent: message });
  const response = await replyOf(provider, { message, sessionId, clientIp, pageUrl, timestamp, now });
  const after = await loadChatSession(sessionId);
  await db().insert(agentMessages).values({ sessionId, leadId: after.leadId, messageType: "assistant", messageContent: response });
  return { ok: true, response };
}

/** The conversation of one visitor session, oldest first. */
export function chatHistory(sessionId: string) {
  if (!sessionIdPattern.test(sessionId)) return Promise.resolve([]);
  return db()
    .select({ type: agentMessages.messageType, content: agentMessages.messageContent, createdAt: agentMessages.createdAt })
    .from(agentMessages)
    .where(eq(agentMessages.sessionId, sessionId))
    .orderBy(asc(agentMessages.timestampMessage), asc(agentMessages.createdAt));
}
