import { and, eq } from "drizzle-orm";
import { config } from "~/config/env.server";
import { db, type Transaction } from "~/db/client.server";
import { leads, users } from "~/db/schema";
import { enqueueMail } from "~/features/notifications/index.server";

/** Whether this staff member asked to be told of every new touch of the leads they own. */
export async function touchAlertsOf(userId: string) {
  const [row] = await db().select({ touchAlerts: users.touchAlerts }).from(users).where(eq(users.id, userId));
  return row?.touchAlerts ?? false;
}

/** Stores the staff member's choice; whether it changed. */
export async function setTouchAlerts(userId: string, touchAlerts: boolean) {
  const changed = await db()
    .update(users)
    .set({ touchAlerts })
    .where(and(eq(users.id, userId), eq(users.touchAlerts, !touchAlerts)))
    .returning({ id: users.id });
  return changed.length > 0;
}

type TouchedLead = { id: string; name: string; email: string | null; phone: string | null };

/**
 * A known person came back through the Atendente Virtual: the lead already has their touch, and
 * its owner hears of it only when they asked to ('Avisar-me de novos contatos dos meus leads').
 */
export async function notifyOwnerOfTouch(tx: Transaction, lead: TouchedLead) {
  const [owner] = await tx
    .select({ email: users.email })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.ownerId))
    .where(and(eq(leads.id, lead.id), eq(users.active, true), eq(users.touchAlerts, true)));
  if (!owner) return null;
  return enqueueMail(tx, {
    kind: "touch-alert",
    to: owner.email,
    replyTo: lead.email,
    leadId: lead.id,
    subject: `[Atendente Virtual] Novo contato de ${lead.name}`,
    text: [
      `${lead.name}, um lead seu, voltou a conversar com o Atendente Virtual.`,
      `E-mail: ${lead.email ?? "não informado"}`,
      `Telefone: ${lead.phone ?? "não informado"}`,
      "",
      `Lead: ${config().publicUrl}/admin/leads/${lead.id}`,
    ].join("\n"),
  });
}
