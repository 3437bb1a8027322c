import { findLiveLead, linkSessionToLead, upsertLead, bookMeeting, freeSlots, type BookingResult } from "~/features/leads/index.server";
import { visitOrigin } from "~/features/analytics/index.server";
import { leadContactSchema } from "~/features/leads";
import { consumeStoredPoint, refundStoredPoint } from "~/platform/security/index.server";
import { config } from "~/config/env.server";
import { validate } from "~/lib/validation";
import { loadChatSession } from "./session-state.server";

/** How many free slots the assistant offers at a time. */
export const slotsOffered = 5;

const day = 24 * 60 * 60;

/**
 * What one visitor may book in a day, counted in the database so every instance and a restart
 * see the same counts: per client address, and per conversation (decision 191).
 */
const bookingLimits = () => ({
  perAddress: { keyPrefix: "meeting_ip", points: config().meetingBookingsPerAddress, durationSeconds: day },
  perConversation: { keyPrefix: "meeting_session", points: 2, durationSeconds: day },
});

/** Who asks for a booking: the conversation and the client address it comes from. */
type Booker = { sessionId: string; clientIp: string };

type SessionBooking = BookingResult | { ok: false; reason: "limit" };

/**
 * What any assistant (built-in or a language model's tool calls) may do for a visitor:
 * register them as a lead (with the origin of the visit the conversation happens in), list
 * free slots and book one. Each step checks its input on the server, whatever asked for it.
 * The contact returned is the one typed: a stored lead's own name and phone are never told.
 */
export async function registerLead(sessionId: string, input: unknown) {
  const valid = validate(leadContactSchema, input);
  if (!valid.ok) return { ok: false as const, message: valid.message, fieldErrors: valid.fieldErrors };
  const lead = await upsertLead(valid.data, await visitOrigin(sessionId, new Date()));
  await linkSessionToLead(sessionId, lead.id);
  return { ok: true as const, lead: { id: lead.id, ...valid.data } };
}

/**
 * The live lead this conversation belongs to, if the visitor has been identified. The chat answers
 * by e-mail: a lead without one (known by phone only) is asked for it as a new visitor is.
 */
export async function sessionLead(sessionId: string) {
  const { leadId } = await loadChatSession(sessionId);
  const lead = leadId ? await findLiveLead(leadId) : null;
  return lead?.email ? { ...lead, email: lead.email } : null;
}

export function offerSlots(now: Date, after?: Date) {
  return freeSlots({ count: slotsOffered, after, now });
}

/** The free slots starting at `from` or later and before `to` (when given), soonest first, at most `count`. */
export function slotsWithin({ from, to, count }: { from: Date; to?: Date; count: number }, now: Date) {
  return freeSlots({ count, after: new Date(from.getTime() - 1), before: to, now });
}

/**
 * Books for the visitor's lead, within the day's limits. Every request that reaches a slot
 * counts, one refused because the e-mail already has a meeting too (it mails that e-mail); one
 * whose slot was taken meanwhile does not. A meeting already booked is never moved from the
 * chat: whoever typed the e-mail may not be its owner, so staff reschedule.
 */
export async function bookForSession({ sessionId, clientIp }: Booker, at: Date, now: Date): Promise<SessionBooking> {
  const lead = await sessionLead(sessionId);
  if (!lead) return { ok: false, reason: "no_lead" };
  const { perAddress, perConversation } = bookingLimits();
  const withinAddress = await consumeStoredPoint(perAddress, clientIp);
  const withinConversation = await consumeStoredPoint(perConversation, sessionId);
  if (!withinAddress || !withinConversation) return { ok: false, reason: "limit" };
  const booking = await bookMeeting(lead.id, at, now);
  if (!booking.ok && booking.reason !== "has_meeting") {
    await refundStoredPoint(perAddress, clientIp);
    await refundStoredPoint(perConversation, sessionId);
  }
  return booking;
}
