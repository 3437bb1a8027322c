/** A lead waiting past the alert, as the dashboard receives it. */
type WaitingLeadItem = { id: string; name: string; email: string | null; createdAt: string; waitingMs: number };

export type WaitingLeadsData = { alertHours: number; total: number; leads: WaitingLeadItem[] };

/** Refreshed like the dashboard's meetings: a lead crosses the alert while the screen is open. */
export const waitingLeadsQuery = {
  queryKey: ["dashboard", "waiting-leads"] as const,
  refetchInterval: 5 * 60 * 1000,
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30 * 1000),
};

/** The waiting leads again, for a refresh of the dashboard; a failure carries the status. */
export async function fetchWaitingLeads(): Promise<WaitingLeadsData> {
  const response = await fetch("/api/admin/dashboard/waiting-leads", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`Erro ao buscar leads aguardando: ${response.status} ${response.statusText}`);
  return (await response.json()) as WaitingLeadsData;
}
