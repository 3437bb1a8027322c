import { findLiveLead, linkSessionToLead, upsertLead, bookMeeting, freeSlots, type BookingResult } from "~/features/leads/index.server";
import { visitOrigin } from "~/features/analytics/index.server";
import { leadContactSchema } from "~/features/leads";
import { validate } from "~/lib/validation";
import { loadChatSession } from "./session-state.server";

/** How many free slots the assistant offers at a time. */
const slotsOffered = 5;

/**
 * What any assistant (built-in or a language model's tool calls) may do for a visitor:
 * register them as a lead (with the origin of the visit the conversation happens in), list
 * free slots and book one. Each step checks its input on the server, whatever asked for it.
 */
export async function registerLead(sessionId: string, input: unknown) {
  const valid = validate(leadContactSchema, input);
  if (!valid.ok) return { ok: false as const, message: valid.message, fieldErrors: valid.fieldErrors };
  const lead = await upsertLead(valid.data, await visitOrigin(sessionId, new Date()));
  await linkSessionToLead(sessionId, lead.id);
  return { ok: true as const, lead };
}

export const hasUpcomingMeeting = (lead: { meetingAt: Date | null }, now: Date) => Boolean(lead.meetingAt && lead.meetingAt > now);

/** The live lead this conversation belongs to, if the visitor has been identified. */
export async function sessionLead(sessionId: string) {
  const { leadId } = await loadChatSession(sessionId);
  return leadId ? findLiveLead(leadId) : null;
}

export function offerSlots(now: Date, after?: Date) {
  return freeSlots({ count: slotsOffered, after, now });
}

/**
 * Books for the visitor's lead. A meeting already booked is never moved from the chat:
 * whoever typed the e-mail may not be its owner, so staff reschedule.
 */
export async function bookForSession(sessionId: string, at: Date, now: Date): Promise<BookingResult> {
  const lead = await sessionLead(sessionId);
  if (!lead) return { ok: false, reason: "no_lead" };
  if (hasUpcomingMeeting(lead, now)) return { ok: false, reason: "has_meeting" };
  return bookMeeting(lead.id, at, now);
}
