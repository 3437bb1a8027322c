export { loadAgentMessages, runAgentMessagesAction } from "./admin/agent-messages.server";
export { chatHistory, handleChatMessage } from "./service.server";
