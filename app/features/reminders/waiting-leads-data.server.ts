import type { WaitingLeadsData } from "./waiting-leads-query";
import { waitingLeads } from "./waiting-leads.server";

/** The waiting leads as the dashboard's loader and API send them. */
export async function waitingLeadsData(now = new Date()): Promise<WaitingLeadsData> {
  const waiting = await waitingLeads(now);
  return { ...waiting, leads: waiting.leads.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })) };
}
