import { config } from "~/config/env.server";
import { builtInReply } from "./assistant/built-in.server";
import type { ChatProvider } from "./provider";
import { createOpenAiProvider } from "./providers/openai.server";
import { createWebhookProvider } from "./providers/webhook.server";

let current: ChatProvider | undefined;

function create(): ChatProvider {
  const chat = config().chat;
  if (chat.provider === "openai") return createOpenAiProvider(chat);
  if (chat.provider === "webhook") return createWebhookProvider(chat);
  return builtInReply;
}

/** The assistant chosen by CHAT_PROVIDER: the built-in one unless a model or a webhook is configured. */
export function configuredProvider(): ChatProvider {
  current ??= create();
  return current;
}
