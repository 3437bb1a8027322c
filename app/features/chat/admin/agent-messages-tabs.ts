/** The two tabs of 'Mensagens do Agente IA'; the address names the open one (`?aba=leads`). */
export const agentMessagesTabs = { conversations: "conversas", leads: "leads" } as const;
export type AgentMessagesTab = (typeof agentMessagesTabs)[keyof typeof agentMessagesTabs];

export const tabParam = "aba";

export function tabFromSearch(search: string | URLSearchParams): AgentMessagesTab {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return params.get(tabParam) === agentMessagesTabs.leads ? agentMessagesTabs.leads : agentMessagesTabs.conversations;
}

/** The address of a tab, keeping the other parameters (the conversation filters). */
export function searchForTab(search: string, tab: AgentMessagesTab) {
  const params = new URLSearchParams(search);
  if (tab === agentMessagesTabs.leads) params.set(tabParam, tab);
  else params.delete(tabParam);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** True when two addresses differ only in the open tab: both tabs' data is already on screen. */
export function onlyTabChanged(current: URL, next: URL) {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(tabParam);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}
