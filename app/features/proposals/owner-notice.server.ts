import { eq } from "drizzle-orm";
import { config } from "~/config/env.server";
import type { Transaction } from "~/db/client.server";
import { leads, users } from "~/db/schema";
import { enqueueMail, enqueueStaffMail } from "~/features/notifications/index.server";

/**
 * Tells the lead's owner what the customer did with a proposal, in the transaction that
 * recorded it; a lead nobody owns (or whose owner left) tells sales' address instead.
 */
export async function tellOwner(tx: Transaction, leadId: string, { subject, lines }: { subject: string; lines: string[] }) {
  const [lead] = await tx
    .select({ name: leads.name, email: leads.email, ownerEmail: users.email, ownerActive: users.active })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(eq(leads.id, leadId));
  if (!lead) return null;
  const text = [...lines.filter(Boolean), "", `Lead: ${config().publicUrl}/admin/leads/${leadId}`].join("\n");
  if (lead.ownerEmail && lead.ownerActive) {
    return enqueueMail(tx, { kind: "proposal-notice", to: lead.ownerEmail, replyTo: lead.email, leadId, subject, text });
  }
  return enqueueStaffMail(tx, { subject, text, replyTo: lead.email, leadId, logContext: { leadId } });
}
