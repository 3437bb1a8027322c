import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import { enqueueMail } from "~/features/notifications/index.server";
import { getCompanySettings } from "~/features/settings/index.server";
import { currentActor } from "~/lib/request-scope.server";
import { pipelineMessages } from "./pipeline";
import { lockLead, markLeadMessagesRead, startAttending, type PipelineResult } from "./pipeline.server";

/**
 * Staff's e-mail to the visitor, written to the outbox in one transaction with what it causes:
 * the activity log's row, the lead's messages read in the inbox and, for a 'Novo' lead, the move
 * to 'Em atendimento'. The company's address sends it as "<staff member> – <company>", so the
 * visitor sees who wrote; their answer goes to the staff member.
 */
export async function sendLeadReply(id: string, { subject, body }: { subject: string; body: string }): Promise<PipelineResult> {
  const actor = currentActor();
  const [staff] = actor ? await db().select({ name: users.name, email: users.email }).from(users).where(eq(users.id, actor.id)) : [];
  if (!actor || !staff?.email) return { ok: false, status: 400, message: pipelineMessages.noStaffEmail };
  return db().transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) return { ok: false, status: 404, message: pipelineMessages.leadNotFound };
    if (!lead.email) return { ok: false, status: 400, message: pipelineMessages.noEmail };
    const company = (await getCompanySettings(tx))?.name.trim();
    const fromName = company ? `${staff.name} – ${company}` : staff.name;
    await enqueueMail(tx, {
      kind: "reply",
      to: lead.email,
      replyTo: staff.email,
      fromName,
      leadId: id,
      authorId: actor.id,
      subject,
      text: body,
    });
    await recordActivity(tx, { entity: "lead", entityId: id, action: "updated", label: lead.name, fields: ["reply"] });
    await startAttending(tx, lead);
    await markLeadMessagesRead(tx, id);
    return { ok: true, changed: true };
  });
}
