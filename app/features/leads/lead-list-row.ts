import type { LeadStatus } from "~/db/schema";

/** A lead of the list or the board as the screen receives it (times as ISO text). */
export type LeadListItem = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  status: LeadStatus;
  lostReason: string | null;
  lostDetail: string | null;
  valueCents: number | null;
  ownerName: string | null;
  nextActionOn: string | null;
  firstSource: string | null;
  firstUtmCampaign: string | null;
  lastTouchAt: string;
  createdAt: string;
};

type Stored = Omit<LeadListItem, "lastTouchAt" | "createdAt"> & { lastTouchAt: Date; createdAt: Date };

export function toLeadListItem(row: Stored): LeadListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    status: row.status,
    lostReason: row.lostReason,
    lostDetail: row.lostDetail,
    valueCents: row.valueCents,
    ownerName: row.ownerName,
    nextActionOn: row.nextActionOn,
    firstSource: row.firstSource,
    firstUtmCampaign: row.firstUtmCampaign,
    lastTouchAt: row.lastTouchAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
