import { sql } from "drizzle-orm";
import { leads } from "~/db/schema";

/** What the dashboard's meetings card shows of a lead: its contact, meeting and status. */
export const leadCardColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  meetingAt: leads.meetingAt,
  meetingHeldUntil: leads.meetingHeldUntil,
  status: leads.status,
};

/** The leads' values added up in centavos (a bigint sum arrives as text); none counts as zero. */
export const sumOfValues = sql<string>`coalesce(sum(${leads.valueCents}), 0)`.mapWith(Number);
