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
  /** When its next open task is due. */
  nextTaskAt: string | null;
  firstSource: string | null;
  firstUtmCampaign: string | null;
  lastTouchAt: string;
  /** Its meeting, past or to come, and until when a meeting booked from the site waits for the visitor's confirmation. */
  meetingAt: string | null;
  meetingHeldUntil: string | null;
  createdAt: string;
};

type Stored = Omit<LeadListItem, "nextTaskAt" | "lastTouchAt" | "meetingAt" | "meetingHeldUntil" | "createdAt"> & {
  nextTaskAt: Date | null;
  lastTouchAt: Date;
  meetingAt: Date | null;
  meetingHeldUntil: Date | null;
  createdAt: Date;
};

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
    nextTaskAt: row.nextTaskAt?.toISOString() ?? null,
    firstSource: row.firstSource,
    firstUtmCampaign: row.firstUtmCampaign,
    lastTouchAt: row.lastTouchAt.toISOString(),
    meetingAt: row.meetingAt?.toISOString() ?? null,
    meetingHeldUntil: row.meetingHeldUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
