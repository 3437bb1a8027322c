import type { listLeads } from "./leads.server";

type Lead = Awaited<ReturnType<typeof listLeads>>["rows"][number];

/** A live lead as the leads tab receives it from a loader: dates as ISO strings. */
export type LeadRow = Omit<Lead, "meetingAt" | "meetingHeldUntil" | "createdAt"> & {
  meetingAt: string | null;
  meetingHeldUntil: string | null;
  createdAt: string;
};

export function toLeadRow(lead: Lead): LeadRow {
  return {
    ...lead,
    meetingAt: lead.meetingAt?.toISOString() ?? null,
    meetingHeldUntil: lead.meetingHeldUntil?.toISOString() ?? null,
    createdAt: lead.createdAt.toISOString(),
  };
}
