import { z } from "~/lib/zod";
import { logger } from "~/lib/logger.server";
import { meetingRequestReceived } from "../copy";
import type { ChatProvider } from "../provider";
import { earlierMessages, systemPrompt } from "./grounding.server";
import { runTool, toolDefinitions, type ToolDone } from "./openai-tools.server";

type OpenAiOptions = { apiUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };

/** Model answers per visitor message: enough to register, list slots, book and then reply. */
const maxRounds = 5;

const toolCallSchema = z.object({
  id: z.string(),
  // Some compatible servers leave the type out; it is sent back with the call, so it is filled in.
  type: z.literal("function").default("function"),
  function: z.object({ name: z.string(), arguments: z.string() }),
});

const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullish(), tool_calls: z.array(toolCallSchema).nullish() }) }))
    .min(1),
});

type ToolCall = z.infer<typeof toolCallSchema>;
type Message =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

/** The reply when the model fails after a tool call registered or booked the visitor: that must not be lost. */
function confirmation(done: ToolDone) {
  return done.kind === "booked"
    ? meetingRequestReceived(done.rotulo, done.confirmarAte)
    : "Obrigado! Registramos seu contato e nossa equipe responderá em breve.";
}

/** `https://api.openai.com/v1` and `…/v1/chat/completions` both name the same endpoint. */
export function completionsUrl(apiUrl: string) {
  const base = apiUrl.replace(/\/+$/, "");
  return base.endsWith("/chat/completions") ? base : `${base}/chat/completions`;
}

/**
 * An assistant on any OpenAI-compatible chat-completions server, grounded with the company
 * data and the catalogue, that registers leads and books meetings through tool calls. One
 * timeout covers every request of a turn; a refusal, a malformed answer or the timeout
 * throws, so the service answers one of the canned replies, unless a tool call of the turn
 * has already registered or booked the visitor: then the answer confirms that.
 */
export function createOpenAiProvider({ apiUrl, apiKey, model, timeoutMs }: OpenAiOptions): ChatProvider {
  const url = completionsUrl(apiUrl);
  const headers: Record<string, string> = { "content-type": "application/json" };
  // Local servers (Ollama, llama.cpp) need no key, and some refuse an empty bearer.
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;

  async function complete(messages: Message[], lastRound: boolean, signal: AbortSignal) {
    const answer = await fetch(url, {
      method: "POST",
      headers,
      // On the last round the model must answer in text: no further tool results would reach it.
      body: JSON.stringify({ model, messages, tools: toolDefinitions, tool_choice: lastRound ? "none" : "auto" }),
      signal,
    });
    // Status only: the body may echo the visitor's message into the logs.
    if (!answer.ok) {
      await answer.body?.cancel();
      throw new Error(`the chat model answered ${answer.status}`);
    }
    return completionSchema.parse(await answer.json()).choices[0]!.message;
  }

  return async ({ message, sessionId, clientIp, now }) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const [system, history] = await Promise.all([systemPrompt(message, now), earlierMessages(sessionId, message)]);
    const messages: Message[] = [{ role: "system", content: system }, ...history, { role: "user", content: message }];
    let done: ToolDone | undefined;
    for (let round = 1; ; round++) {
      let reply: Awaited<ReturnType<typeof complete>>;
      try {
        reply = await complete(messages, round === maxRounds, signal);
      } catch (error) {
        if (!done) throw error;
        logger.warn({ err: error }, "the chat model failed after a tool call; the visitor got a confirmation");
        return confirmation(done);
      }
      const calls = reply.tool_calls ?? [];
      if (calls.length === 0 || round === maxRounds) return reply.content ?? "";
      messages.push({ role: "assistant", content: reply.content ?? null, tool_calls: calls });
      for (const call of calls) {
        const run = await runTool(call.function.name, call.function.arguments, { sessionId, clientIp, now });
        messages.push({ role: "tool", tool_call_id: call.id, content: run.content });
        // A booking says more than a registration; a later booking replaces an earlier one.
        done = run.done?.kind === "booked" ? run.done : (done ?? run.done);
      }
    }
  };
}
