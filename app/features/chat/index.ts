export { ConversationsPanel } from "./admin/components/conversations-panel";
export { ChatLauncher } from "./components/chat-launcher";
