export { AgentMessagesTabs } from "./admin/components/agent-messages-tabs";
export { ConversationsPanel } from "./admin/components/conversations-panel";
export { ChatLauncher } from "./components/chat-launcher";
