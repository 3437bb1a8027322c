import { waitingLeads } from "./waiting-leads.server";

/** A lead waiting past the alert, as the dashboard receives it. */
type WaitingLeadItem = { id: string; name: string; email: string | null; createdAt: string; waitingMs: number };

export type WaitingLeadsData = { alertHours: number; total: number; leads: WaitingLeadItem[] };

/** The waiting leads as the dashboard's loader sends them. */
export async function waitingLeadsData(now = new Date()): Promise<WaitingLeadsData> {
  const waiting = await waitingLeads(now);
  return { ...waiting, leads: waiting.leads.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })) };
}
