import { and, count, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads, users } from "~/db/schema";
import { sumOfValues } from "./lead-columns.server";
import { openLeadStatuses } from "./pipeline";

/** A live lead as its page shows it: contact, pipeline, meeting and both touches' origin. */
export async function findLeadDetail(id: string) {
  const [row] = await db()
    .select({ lead: leads, ownerName: users.name })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(and(eq(leads.id, id), eq(leads.deleted, false)));
  if (!row) return null;
  const { lead, ownerName } = row;
  const touch = (prefix: "first" | "last") => ({
    source: lead[`${prefix}Source`],
    utmSource: lead[`${prefix}UtmSource`],
    utmMedium: lead[`${prefix}UtmMedium`],
    utmCampaign: lead[`${prefix}UtmCampaign`],
    landingPage: lead[`${prefix}LandingPage`],
  });
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    status: lead.status,
    lostReason: lead.lostReason,
    lostDetail: lead.lostDetail,
    valueCents: lead.valueCents,
    ownerId: lead.ownerId,
    ownerName,
    meetingAt: lead.meetingAt?.toISOString() ?? null,
    meetingHeldUntil: lead.meetingHeldUntil?.toISOString() ?? null,
    createdAt: lead.createdAt.toISOString(),
    lastTouchAt: lead.lastTouchAt.toISOString(),
    firstTouch: touch("first"),
    lastTouch: touch("last"),
  };
}

/** Open leads per owner with what they are worth, the most loaded first, then by name; nobody's (null) last. */
export async function openLeadsByOwner() {
  const rows = await db()
    .select({ ownerId: leads.ownerId, ownerName: users.name, total: count(), valueCents: sumOfValues })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(and(eq(leads.deleted, false), inArray(leads.status, [...openLeadStatuses])))
    .groupBy(leads.ownerId, users.name);
  const owned = rows.filter((row) => row.ownerId !== null);
  owned.sort((a, b) => b.total - a.total || (a.ownerName ?? "").localeCompare(b.ownerName ?? "", "pt-BR"));
  return [...owned, ...rows.filter((row) => row.ownerId === null)];
}
