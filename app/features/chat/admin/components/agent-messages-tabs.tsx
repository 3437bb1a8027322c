import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { agentMessagesTabs, searchForTab, tabFromSearch, type AgentMessagesTab } from "../agent-messages-tabs";

const tabClass =
  "rounded-md px-4 py-2 text-sm font-medium text-steel-700 hover:bg-steel-100 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/**
 * 'Conversas' and 'Leads e reuniões'. The address names the open tab, so a link can open
 * either; switching replaces the address and keeps the conversation filters.
 */
export function AgentMessagesTabs({ conversations, leads }: { conversations: ReactNode; leads: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // The tab being opened shows at once, before the address finishes changing.
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const tab = tabFromSearch((pending ?? location).search);

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) =>
        navigate({ search: searchForTab(location.search, value as AgentMessagesTab) }, { replace: true, preventScrollReset: true })
      }
      className="mt-5"
    >
      <Tabs.List aria-label="Mensagens do Agente IA" className="inline-flex gap-1 rounded-lg bg-steel-100 p-1">
        <Tabs.Trigger value={agentMessagesTabs.conversations} className={tabClass}>
          Conversas
        </Tabs.Trigger>
        <Tabs.Trigger value={agentMessagesTabs.leads} className={tabClass}>
          Leads e reuniões
        </Tabs.Trigger>
      </Tabs.List>
      {/* Only the open panel is in the page, so its fields are the only ones of their name. */}
      <Tabs.Content key={tab} value={tab} className="mt-5 rounded-card">
        {tab === agentMessagesTabs.leads ? leads : conversations}
      </Tabs.Content>
    </Tabs.Root>
  );
}
