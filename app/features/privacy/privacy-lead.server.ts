import { eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "~/lib/zod";
import { belongsToStaff } from "~/features/auth/index.server";
import { db } from "~/db/client.server";
import { leads } from "~/db/schema";
import { privacyMessages } from "./privacy-messages";

/** A lead's id as an address carries it: anything but a uuid names no lead. */
export const isLeadId = (value: string | undefined): value is string => z.uuid().safeParse(value).success;

/**
 * Who the LGPD tools are about: the lead, live or deleted from the list, or null; `staffAccount`
 * when its e-mail is a staff account's, which the tools never export or erase.
 */
export async function findPrivacyLead(leadId: string | undefined) {
  if (!isLeadId(leadId)) return null;
  const [lead] = await db()
    .select({ id: leads.id, name: leads.name, email: leads.email, deleted: leads.deleted })
    .from(leads)
    .where(eq(leads.id, leadId));
  return lead ? { ...lead, staffAccount: lead.email !== null && (await belongsToStaff(db(), lead.email)) } : null;
}

/** The lead of the address, or the panel's 404 screen. */
export async function requirePrivacyLead(leadId: string | undefined) {
  const lead = await findPrivacyLead(leadId);
  if (!lead) throw data({ message: privacyMessages.leadNotFound }, { status: 404 });
  return lead;
}
