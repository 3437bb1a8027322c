import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { leads } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import { refuse } from "~/lib/action-result";
import { mergeLeadInto } from "./lead-merge.server";
import { pipelineMessages } from "./pipeline";
import { lockLead, type PipelineResult } from "./pipeline.server";

/**
 * Staff give a lead known only by phone its e-mail. When a live lead already has that e-mail
 * (the person wrote from the site meanwhile), the two are one person: this lead merges into that
 * one, which keeps its history and takes this one's (decision 281).
 */
export async function addLeadEmail(id: string, email: string): Promise<PipelineResult> {
  return db().transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) return { ok: false, status: 404, message: pipelineMessages.leadNotFound };
    if (lead.email) return refuse(400, pipelineMessages.emailKnown, { email: pipelineMessages.emailKnown });
    const [other] = await queryRows<{ id: string }>(
      tx,
      sql`select id from ${leads}
          where deleted = false and id <> ${id} and immutable_unaccent(lower(email)) = immutable_unaccent(lower(${email}))
          for update`,
    );
    if (other) {
      await mergeLeadInto(tx, id, other.id);
      return { ok: true, changed: true, mergedInto: other.id };
    }
    await tx.update(leads).set({ email }).where(eq(leads.id, id));
    await recordActivity(tx, { entity: "lead", entityId: id, action: "updated", label: lead.name, fields: ["email"] });
    return { ok: true, changed: true };
  });
}
