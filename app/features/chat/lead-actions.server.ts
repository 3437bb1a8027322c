import { findLiveLead, linkSessionToLead, upsertLead } from "~/features/leads/leads.server";
import { leadContactSchema } from "~/features/leads/contact-rules";
import { bookMeeting, freeSlots, type BookingResult } from "~/features/leads/meetings.server";
import { notifyLeadEvent } from "~/features/leads/notify.server";
import { validate } from "~/lib/validation";
import { loadChatSession } from "./session-state.server";

/** How many free slots the assistant offers at a time. */
export const slotsOffered = 5;

/**
 * What any assistant (built-in or a language model's tool calls) may do for a visitor:
 * register them as a lead, list free slots and book one. Each step checks its input on
 * the server, whatever asked for it.
 */
export async function registerLead(sessionId: string, input: unknown) {
  const valid = validate(leadContactSchema, input);
  if (!valid.ok) return { ok: false as const, message: valid.message, fieldErrors: valid.fieldErrors };
  const lead = await upsertLead(valid.data);
  await linkSessionToLead(sessionId, lead.id);
  void notifyLeadEvent(lead);
  return { ok: true as const, lead };
}

/** The live lead this conversation belongs to, if the visitor has been identified. */
export async function sessionLead(sessionId: string) {
  const { leadId } = await loadChatSession(sessionId);
  return leadId ? findLiveLead(leadId) : null;
}

export function offerSlots(now: Date, after?: Date) {
  return freeSlots({ count: slotsOffered, after, now });
}

export async function bookForSession(sessionId: string, at: Date, now: Date): Promise<BookingResult> {
  const lead = await sessionLead(sessionId);
  if (!lead) return { ok: false, reason: "no_lead" };
  const booking = await bookMeeting(lead.id, at, now);
  if (booking.ok) void notifyLeadEvent(lead, booking.at);
  return booking;
}
