/** The Atendente Virtual: the visitor's chat, its assistant, and the conversations staff read; this is its server side. */
export { loadAgentMessages, runAgentMessagesAction } from "./admin/agent-messages.server";
export { chatHistory, handleChatMessage } from "./service.server";
