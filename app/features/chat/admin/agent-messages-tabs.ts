/** The two tabs of 'Mensagens do Agente IA'; the address names the open one (`?aba=leads`). */
export const agentMessagesTabs = { conversations: "conversas", leads: "leads" } as const;

export const tabParam = "aba";
