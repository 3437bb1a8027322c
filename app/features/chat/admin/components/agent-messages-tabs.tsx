import type { ReactNode } from "react";
import { UrlTabs } from "~/ui/url-tabs";
import { agentMessagesTabs, tabParam } from "../agent-messages-tabs";

/** 'Conversas' and 'Leads e reuniões'; the address names the open tab (`?aba=leads`). */
export function AgentMessagesTabs({ conversations, leads }: { conversations: ReactNode; leads: ReactNode }) {
  return (
    <UrlTabs
      label="Mensagens do Agente IA"
      param={tabParam}
      tabs={[
        { value: agentMessagesTabs.conversations, label: "Conversas", content: () => conversations },
        { value: agentMessagesTabs.leads, label: "Leads e reuniões", content: () => leads },
      ]}
    />
  );
}
