import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { salesReport, type SalesFacts, type SalesLead } from "./sales-figures";
import { salesPeriodRange, type SalesPeriod } from "./sales-period";

type LeadColumns = { owner_id: string | null; owner_name: string | null; source: string | null; campaign: string | null };

const leadOf = (row: LeadColumns): SalesLead => ({
  ownerId: row.owner_id,
  ownerName: row.owner_name,
  source: row.source,
  campaign: row.campaign,
});

const at = (value: Date | string) => new Date(value);

/**
 * The sales report of a period, from the database. A proposal counts as sent when its number was
 * first sent (a new version of it is not another proposal), approved or refused when the customer
 * answered; a lead counts as won or lost when it last reached the status it is in, at the value it
 * has. Every fact is grouped under the lead's owner and the origin of its first touch. Deleted
 * leads are left out.
 */
export async function loadSalesReport(period: SalesPeriod) {
  const { start, end } = salesPeriodRange(period);
  const inPeriod = (column: ReturnType<typeof sql.raw>) =>
    sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;
  const leadColumns = sql`l.owner_id, u.name as owner_name, l.first_source as source, l.first_utm_campaign as campaign`;
  const [sent, answered, closed] = await Promise.all([
    queryRows<LeadColumns & { at: Date | string }>(
      db(),
      sql`
      with firsts as (
        select lead_id, number, min(sent_at) as at from proposals where sent_at is not null group by lead_id, number
      )
      select f.at, ${leadColumns}
      from firsts f join leads l on l.id = f.lead_id left join users u on u.id = l.owner_id
      where l.deleted = false and ${inPeriod(sql.raw("f.at"))}`,
    ),
    queryRows<LeadColumns & { at: Date | string; status: string }>(
      db(),
      sql`
      select p.answered_at as at, p.status, ${leadColumns}
      from proposals p join leads l on l.id = p.lead_id left join users u on u.id = l.owner_id
      where l.deleted = false and p.status in ('aprovada', 'recusada') and ${inPeriod(sql.raw("p.answered_at"))}`,
    ),
    queryRows<
      LeadColumns & {
        at: Date | string;
        status: string;
        value_cents: string | number | null;
        lost_reason: string | null;
        created_at: Date | string;
      }
    >(
      db(),
      sql`
      with closes as (
        select e.lead_id, max(e.created_at) as at
        from lead_events e join leads l on l.id = e.lead_id
        where e.kind = 'status' and l.status in ('ganho', 'perdido') and e.data->>'to' = l.status
        group by e.lead_id
      )
      select c.at, l.status, l.value_cents, l.lost_reason, l.created_at, ${leadColumns}
      from closes c join leads l on l.id = c.lead_id left join users u on u.id = l.owner_id
      where l.deleted = false and ${inPeriod(sql.raw("c.at"))}`,
    ),
  ]);
  const facts: SalesFacts = {
    sent: sent.map((row) => ({ at: at(row.at), lead: leadOf(row) })),
    answered: answered.map((row) => ({ at: at(row.at), approved: row.status === "aprovada", lead: leadOf(row) })),
    closed: closed.map((row) => ({
      at: at(row.at),
      won: row.status === "ganho",
      valueCents: Number(row.value_cents ?? 0),
      lostReason: row.lost_reason,
      firstTouchAt: at(row.created_at),
      lead: leadOf(row),
    })),
  };
  return salesReport(period, facts);
}
