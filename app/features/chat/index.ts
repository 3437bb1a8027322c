/** The Atendente Virtual: the visitor's chat, its assistant, and the conversations staff read. */
export { ConversationsPanel } from "./admin/components/conversations-panel";
export { ChatLauncher } from "./components/chat-launcher";
