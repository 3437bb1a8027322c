import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { leadEvents, leads } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import { currentActor } from "~/lib/request-scope.server";

/** Every column of another table that points at a lead, read from the catalogue so no table is forgotten. */
function leadReferences(database: Database | Transaction) {
  return queryRows<{ table_name: string; column_name: string }>(
    database,
    sql`
    select quote_ident(n.nspname) || '.' || quote_ident(t.relname) as table_name, quote_ident(a.attname) as column_name
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'public.leads'::regclass and c.conrelid <> 'public.leads'::regclass`,
  );
}

/**
 * Two leads of one person become one: everything that points at the absorbed lead (requests,
 * conversations, e-mails, events and whatever else refers to a lead) moves to the survivor, which
 * keeps its own name, status and values and takes what it lacks (phone, company, owner, next
 * action, value, the first touch's origin, a meeting still to come). The absorbed lead leaves the
 * lists as a deleted one, and the survivor's timeline says what was merged.
 */
export async function mergeLeadInto(database: Database | Transaction, absorbedId: string, survivorId: string, now = new Date()) {
  const [absorbed] = await database
    .select()
    .from(leads)
    .where(sql`${leads.id} = ${absorbedId}`)
    .for("update");
  if (!absorbed) return;
  for (const { table_name, column_name } of await leadReferences(database)) {
    await database.execute(
      sql`update ${sql.raw(table_name)} set ${sql.raw(column_name)} = ${survivorId} where ${sql.raw(column_name)} = ${absorbedId}`,
    );
  }
  const upcomingMeeting = absorbed.meetingAt !== null && absorbed.meetingAt > now;
  await database
    .update(leads)
    .set({ deleted: true, meetingAt: null, meetingMinutes: null, meetingHeldUntil: null, meetingTokenHash: null })
    .where(sql`${leads.id} = ${absorbedId}`);
  const [survivor] = await queryRows<{ name: string; email: string | null }>(
    database,
    sql`
    update ${leads} set
      phone = coalesce(${leads.phone}, ${absorbed.phone}),
      phone_key = case when ${leads.phone} is null then ${absorbed.phoneKey} else ${leads.phoneKey} end,
      company = coalesce(${leads.company}, ${absorbed.company}),
      owner_id = coalesce(${leads.ownerId}, ${absorbed.ownerId}),
      value_cents = coalesce(${leads.valueCents}, ${absorbed.valueCents}::bigint),
      first_source = coalesce(${leads.firstSource}, ${absorbed.firstSource}),
      first_utm_source = case when ${leads.firstSource} is null then ${absorbed.firstUtmSource} else ${leads.firstUtmSource} end,
      first_utm_medium = case when ${leads.firstSource} is null then ${absorbed.firstUtmMedium} else ${leads.firstUtmMedium} end,
      first_utm_campaign = case when ${leads.firstSource} is null then ${absorbed.firstUtmCampaign} else ${leads.firstUtmCampaign} end,
      first_landing_page = coalesce(${leads.firstLandingPage}, ${absorbed.firstLandingPage}),
      created_at = least(${leads.createdAt}, ${absorbed.createdAt}::timestamptz),
      last_touch_at = greatest(${leads.lastTouchAt}, ${absorbed.lastTouchAt}::timestamptz)
    where id = ${survivorId}
    returning name, email`,
  );
  if (upcomingMeeting) {
    await database
      .update(leads)
      .set({
        meetingAt: absorbed.meetingAt,
        meetingMinutes: absorbed.meetingMinutes,
        meetingHeldUntil: absorbed.meetingHeldUntil,
        meetingTokenHash: absorbed.meetingTokenHash,
      })
      .where(sql`${leads.id} = ${survivorId} and ${leads.meetingAt} is null`);
  }
  await database.insert(leadEvents).values({
    leadId: survivorId,
    kind: "merged",
    authorId: currentActor()?.id ?? null,
    data: { by: "phone", from: absorbed.phone ?? absorbed.name, to: survivor?.email ?? null, absorbedName: absorbed.name },
  });
  await recordActivity(database, {
    entity: "lead",
    entityId: survivorId,
    action: "updated",
    label: survivor?.name ?? "",
    fields: ["merged"],
  });
}
