import type { LeadEventKind, OutboxStatus } from "~/db/schema";

/**
 * One touch on a lead's timeline, as the page receives it (times as ISO text): who did it
 * (`author`: a staff member, the visitor, or null for the site itself) and when.
 */
export type TimelineItem = { id: string; at: string; author: string | null } & (
  | { kind: "request"; type: string; message: string; sourcePage: string | null }
  | { kind: "conversation"; sessionId: string; startedAt: string; messages: number; preview: string | null }
  | { kind: "mail"; mailKind: string; subject: string; text: string; to: string; status: OutboxStatus; lastError: string | null }
  | { kind: "event"; event: LeadEventKind; body: string | null; from: string | null; to: string | null }
);

// Touches of the same instant (a reply and the status change it caused share their transaction's time) in a fixed order.
const kindRank: Record<TimelineItem["kind"], number> = { request: 0, conversation: 1, mail: 2, event: 3 };

/** Newest first, as staff read a lead's history: what happened last is on top. */
export function newestFirst(items: TimelineItem[]) {
  return [...items].sort((a, b) => b.at.localeCompare(a.at) || kindRank[a.kind] - kindRank[b.kind] || a.id.localeCompare(b.id));
}
