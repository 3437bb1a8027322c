import { and, asc, count, eq, lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads } from "~/db/schema";
import { businessInstantBefore, businessMsSince } from "~/features/business-days";
import { businessCalendar } from "./business-calendar.server";

/** A lead still 'Novo' past the alert, and the business time it has waited. */
export type WaitingLead = { id: string; name: string; email: string | null; createdAt: Date; waitingMs: number };

/** The most that one answer lists; the total counts them all. */
const listed = 50;

/**
 * The leads still 'Novo' after the alert's business hours, the longest waiting first. The clock
 * counts the meeting hours only, without national holidays and staff days off, so the leads
 * waiting are exactly those created before one instant: found once, then one query.
 */
export async function waitingLeads(now = new Date()): Promise<{ alertHours: number; total: number; leads: WaitingLead[] }> {
  const { hours, daysOff, alertHours } = await businessCalendar();
  const since = businessInstantBefore(now, alertHours * 3_600_000, hours, daysOff);
  if (!since) return { alertHours, total: 0, leads: [] };
  const waiting = and(eq(leads.status, "novo"), eq(leads.deleted, false), lte(leads.createdAt, since));
  const [rows, [counted]] = await Promise.all([
    db()
      .select({ id: leads.id, name: leads.name, email: leads.email, createdAt: leads.createdAt })
      .from(leads)
      .where(waiting)
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(listed),
    db().select({ total: count() }).from(leads).where(waiting),
  ]);
  const waited = businessMsSince(
    rows.map((row) => row.createdAt),
    now,
    hours,
    daysOff,
  );
  return { alertHours, total: counted?.total ?? 0, leads: rows.map((row, index) => ({ ...row, waitingMs: waited[index]! })) };
}
