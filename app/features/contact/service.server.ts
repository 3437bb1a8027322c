import { config } from "~/config/env.server";
import { db } from "~/db/client.server";
import { contactRequests } from "~/db/schema";
import { visitOrigin } from "~/features/analytics/index.server";
import { attachLead } from "~/features/leads/index.server";
import { consumePoint, createRateLimiter } from "~/platform/security/index.server";
import { logger } from "~/lib/logger.server";
import { refuse, type ActionResult } from "~/lib/action-result";
import { validate } from "~/lib/validation";
import { notifyStaff, type StoredRequest } from "./notify.server";
import { contactMessages, contactRequestSchema, refusalMessage, spamSignalsSchema } from "./schema";
import { forget, remember } from "~/lib/remember";

function limiter() {
  return remember("contact-limiter", () =>
    createRateLimiter({ keyPrefix: "contact_ip", points: config().contact.ratePerTenMinutes, durationSeconds: 10 * 60 }),
  );
}

export function resetContactLimiter() {
  forget("contact-limiter");
}

/**
 * Stores a contact or quote request. Robots are turned away by a hidden field, a minimum
 * fill time (from the form's `started_at`, else from when the contact page was last shown to this
 * browser) and a per-address limit; a refused request writes nothing. The row is committed
 * with its person's lead and the sales address's e-mail (in the outbox) before the answer.
 */
export async function submitContactRequest(
  input: unknown,
  { clientIp, shownAt, now = Date.now() }: { clientIp: string; shownAt?: number; now?: number },
): Promise<ActionResult<{ request: StoredRequest }>> {
  const body = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const valid = validate(contactRequestSchema, body);
  if (!valid.ok) return refuse(400, refusalMessage(valid.fieldErrors, valid.message), valid.fieldErrors);

  const signals = spamSignalsSchema.safeParse(body);
  const startedAt = signals.success ? (signals.data.started_at ?? shownAt) : undefined;
  const minFillMs = config().contact.minFillSeconds * 1000;
  if (!signals.success || signals.data.website || !startedAt || now - startedAt < minFillMs) {
    logger.warn({ event: "contact_spam_refused" }, "contact request refused as automated");
    return refuse(400, contactMessages.tooFast);
  }
  if (!(await consumePoint(limiter(), clientIp))) return refuse(429, contactMessages.rateLimited);

  const data = valid.data;
  const origin = data.session_id ? await visitOrigin(data.session_id, new Date(now)) : null;
  const request = await db().transaction(async (tx) => {
    const lead = await attachLead(tx, { name: data.name, email: data.email, phone: data.phone, company: data.company }, origin);
    const [stored] = await tx
      .insert(contactRequests)
      .values({
        name: data.name,
        email: data.email,
        phone: data.phone,
        company: data.company,
        message: data.message,
        type: data.type,
        sourcePage: data.source_page,
        leadId: lead.id,
      })
      .returning();
    if (!stored) return undefined;
    const request: StoredRequest = {
      id: stored.id,
      name: stored.name,
      email: stored.email,
      phone: stored.phone,
      company: stored.company,
      message: stored.message,
      type: stored.type,
      sourcePage: stored.sourcePage,
      createdAt: stored.createdAt,
      leadId: stored.leadId,
    };
    await notifyStaff(tx, request);
    return request;
  });
  if (!request) return refuse(500, contactMessages.contactFailure);
  return { ok: true, request };
}
