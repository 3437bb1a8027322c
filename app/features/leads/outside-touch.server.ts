import { db, type Transaction } from "~/db/client.server";
import { leadEvents } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import { formAction } from "~/lib/forms/form-action.server";
import { currentActor } from "~/lib/request-scope.server";
import { attachLead, type AttachedLead } from "./lead-match.server";
import { outsideSourceLabels, outsideTouchSchema, type OutsideTouch } from "./outside-touch";

/**
 * A contact staff made outside the site (a call, a fair, a row of an import), in the caller's
 * transaction: the person's lead, found by e-mail or phone as every touch is, or a new one, with
 * the touch and its note on the timeline. Staff know of it already, so no e-mail is sent.
 */
export async function recordOutsideTouch(tx: Transaction, touch: OutsideTouch, now = new Date()): Promise<AttachedLead> {
  const lead = await attachLead(
    tx,
    { name: touch.name, email: touch.email || null, phone: touch.phone || null, company: touch.company || null },
    // Its source is its origin in the reports, as a visit's is: 'Feira', 'Telefone'...
    { source: outsideSourceLabels[touch.source], utmSource: null, utmMedium: null, utmCampaign: null, landingPage: null },
    now,
  );
  await tx.insert(leadEvents).values({
    leadId: lead.id,
    kind: "touch",
    authorId: currentActor()?.id ?? null,
    body: touch.note || null,
    data: { source: touch.source },
    createdAt: now,
  });
  await recordActivity(tx, {
    entity: "lead",
    entityId: lead.id,
    action: lead.created ? "created" : "updated",
    label: lead.name,
    fields: lead.created ? [] : ["touch"],
  });
  return lead;
}

/** 'Novo lead': the form checked with its schema whatever the browser sent, then the touch recorded. */
export function newLeadAction(request: Request) {
  return formAction(
    request,
    outsideTouchSchema,
    async (touch) => {
      const lead = await db().transaction((tx) => recordOutsideTouch(tx, touch));
      return { ok: true, lead: { id: lead.id, name: lead.name, created: lead.created } };
    },
    { resetForm: true },
  );
}
