import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { leadEvents, leads } from "~/db/schema";
import { currentActor } from "~/lib/request-scope.server";
import { phoneKey } from "./contact-rules";
import { mergeLeadInto } from "./lead-merge.server";

/** Who got in touch, as a form, the assistant or staff collected it: an e-mail, a phone, or both. */
export type TouchContact = { name: string; email?: string | null; phone?: string | null; company?: string | null };

/** Where the visit that produced a touch came from (analytics' visit), when it is known. */
export type TouchOrigin = {
  source: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** The page the visit began on; none for a contact made outside the site. */
  landingPage: string | null;
};

export type AttachedLead = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  created: boolean;
  /** A lead known only by this phone became this person's: it got the e-mail, or was merged into its lead. */
  joinedByPhone: boolean;
};

type LeadRow = { id: string; name: string; email: string | null; phone: string | null; created: boolean };

const attached = (row: LeadRow, joinedByPhone = false): AttachedLead => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  created: row.created,
  joinedByPhone,
});

/**
 * Finds the live lead of this person or creates it, and records the touch: the lead's last touch
 * moves to now and, when the visit is known, its origin becomes the last touch's (and the first
 * touch's, for a new lead or one without it). Anyone can type an e-mail, so an existing lead's
 * name is kept; a missing phone or company is filled in.
 *
 * With an e-mail, the lead of that e-mail (without regard to case or accents) is the person; a
 * live lead known only by the same phone digits is that person too: it takes the e-mail when the
 * e-mail has no lead yet, and is merged into the e-mail's lead otherwise. Without an e-mail, the
 * live lead of that phone is the person (one without e-mail first, else the last touched).
 * Unique indexes on live e-mails and on phones without e-mail decide between two touches at once.
 */
export async function attachLead(
  database: Database | Transaction,
  contact: TouchContact,
  origin?: TouchOrigin | null,
  now = new Date(),
): Promise<AttachedLead> {
  const email = contact.email?.trim().toLowerCase() || null;
  const key = phoneKey(contact.phone);
  if (!email) {
    if (!key) throw new Error("a touch needs an e-mail or a phone");
    return attachByPhone(database, contact, key, origin ?? null, now);
  }
  const claimed = key ? await claimPhoneOnlyLead(database, email, key) : null;
  const lead = await upsertByEmail(database, contact, email, key, origin ?? null, now);
  if (claimed) {
    await database.insert(leadEvents).values({
      leadId: lead.id,
      kind: "merged",
      authorId: currentActor()?.id ?? null,
      data: { by: "phone", from: claimed.phone, to: email },
    });
    return attached(lead, true);
  }
  const absorbed = key ? await absorbPhoneOnlyLead(database, lead.id, key, now) : false;
  return attached(lead, absorbed);
}

/** The live lead without e-mail of this phone takes the e-mail, when no live lead has the e-mail yet. */
async function claimPhoneOnlyLead(database: Database | Transaction, email: string, key: string) {
  const [row] = await queryRows<{ id: string; phone: string | null }>(
    database,
    sql`
    update ${leads} set email = ${email}
    where id = (select id from ${leads} where deleted = false and email is null and phone_key = ${key} for update)
      and not exists (
        select 1 from ${leads} where deleted = false and immutable_unaccent(lower(email)) = immutable_unaccent(lower(${email})))
    returning id, phone`,
  );
  return row ?? null;
}

/** A live lead without e-mail of this phone, merged into the e-mail's lead that the person turned out to be. */
async function absorbPhoneOnlyLead(database: Database | Transaction, survivorId: string, key: string, now: Date) {
  const [row] = await queryRows<{ id: string }>(
    database,
    sql`select id from ${leads} where deleted = false and email is null and phone_key = ${key} and id <> ${survivorId} for update`,
  );
  if (!row) return false;
  await mergeLeadInto(database, row.id, survivorId, now);
  return true;
}

async function upsertByEmail(
  database: Database | Transaction,
  contact: TouchContact,
  email: string,
  key: string | null,
  o: TouchOrigin | null,
  now: Date,
) {
  const [row] = await queryRows<LeadRow>(
    database,
    sql`
    insert into ${leads} (name, email, phone, phone_key, company, last_touch_at,
      first_source, first_utm_source, first_utm_medium, first_utm_campaign, first_landing_page,
      last_source, last_utm_source, last_utm_medium, last_utm_campaign, last_landing_page)
    values (${contact.name}, ${email}, ${contact.phone ?? null}, ${key}, ${contact.company ?? null}, ${now},
      ${o?.source ?? null}, ${o?.utmSource ?? null}, ${o?.utmMedium ?? null}, ${o?.utmCampaign ?? null}, ${o?.landingPage ?? null},
      ${o?.source ?? null}, ${o?.utmSource ?? null}, ${o?.utmMedium ?? null}, ${o?.utmCampaign ?? null}, ${o?.landingPage ?? null})
    on conflict (immutable_unaccent(lower(email))) where deleted = false do update set
      phone = coalesce(${leads.phone}, excluded.phone),
      phone_key = case when ${leads.phone} is null then excluded.phone_key else ${leads.phoneKey} end,
      company = coalesce(${leads.company}, excluded.company),
      ${touchedColumns(excludedRow)}
    returning id, name, email, phone, (xmax = 0) as created`,
  );
  return row!;
}

type OriginColumn = "last_touch_at" | "source" | "utm_source" | "utm_medium" | "utm_campaign" | "landing_page";

/** A touch's values as `excluded` holds them: the row the touch would have inserted. */
const excludedRow = (column: OriginColumn) => sql.raw(column === "last_touch_at" ? "excluded.last_touch_at" : `excluded.last_${column}`);

/** A touch's values as parameters. */
const touchValues = (o: TouchOrigin | null, now: Date) => (column: OriginColumn) => {
  const values: Record<OriginColumn, string | Date | null> = {
    last_touch_at: now,
    source: o?.source ?? null,
    utm_source: o?.utmSource ?? null,
    utm_medium: o?.utmMedium ?? null,
    utm_campaign: o?.utmCampaign ?? null,
    landing_page: o?.landingPage ?? null,
  };
  // Typed: a parameter read only by `is null` has no type PostgreSQL could infer.
  return column === "last_touch_at" ? sql`${values[column]}::timestamptz` : sql`${values[column]}::text`;
};

/** What a touch changes on the lead it found: the last touch, and the origin of the visit when it is known. */
const touchedColumns = (touch: (column: OriginColumn) => ReturnType<typeof sql>) => sql`
      last_touch_at = greatest(${leads.lastTouchAt}, ${touch("last_touch_at")}),
      first_source = coalesce(${leads.firstSource}, ${touch("source")}),
      first_utm_source = case when ${leads.firstSource} is null then ${touch("utm_source")} else ${leads.firstUtmSource} end,
      first_utm_medium = case when ${leads.firstSource} is null then ${touch("utm_medium")} else ${leads.firstUtmMedium} end,
      first_utm_campaign = case when ${leads.firstSource} is null then ${touch("utm_campaign")} else ${leads.firstUtmCampaign} end,
      first_landing_page = coalesce(${leads.firstLandingPage}, ${touch("landing_page")}),
      last_source = coalesce(${touch("source")}, ${leads.lastSource}),
      last_utm_source = case when ${touch("source")} is null then ${leads.lastUtmSource} else ${touch("utm_source")} end,
      last_utm_medium = case when ${touch("source")} is null then ${leads.lastUtmMedium} else ${touch("utm_medium")} end,
      last_utm_campaign = case when ${touch("source")} is null then ${leads.lastUtmCampaign} else ${touch("utm_campaign")} end,
      last_landing_page = case when ${touch("source")} is null then ${leads.lastLandingPage} else ${touch("landing_page")} end`;

/**
 * A touch known only by its phone: the live lead of that phone, or a new lead without e-mail.
 * A live lead with an e-mail and this phone is found by a plain read; a lead without e-mail by
 * its unique index, so two touches at once make one lead.
 */
async function attachByPhone(database: Database | Transaction, contact: TouchContact, key: string, o: TouchOrigin | null, now: Date) {
  const [known] = await queryRows<{ id: string }>(
    database,
    sql`select id from ${leads} where deleted = false and phone_key = ${key} and email is not null
        and not exists (select 1 from ${leads} where deleted = false and email is null and phone_key = ${key})
        order by last_touch_at desc limit 1 for update`,
  );
  const [row] = known
    ? await queryRows<LeadRow>(
        database,
        sql`
        update ${leads} set
          company = coalesce(${leads.company}, ${contact.company ?? null}),
          ${touchedColumns(touchValues(o, now))}
        where id = ${known.id}
        returning id, name, email, phone, false as created`,
      )
    : await queryRows<LeadRow>(
        database,
        sql`
        insert into ${leads} (name, email, phone, phone_key, company, last_touch_at,
          first_source, first_utm_source, first_utm_medium, first_utm_campaign, first_landing_page,
          last_source, last_utm_source, last_utm_medium, last_utm_campaign, last_landing_page)
        values (${contact.name}, null, ${contact.phone ?? null}, ${key}, ${contact.company ?? null}, ${now},
          ${o?.source ?? null}, ${o?.utmSource ?? null}, ${o?.utmMedium ?? null}, ${o?.utmCampaign ?? null}, ${o?.landingPage ?? null},
          ${o?.source ?? null}, ${o?.utmSource ?? null}, ${o?.utmMedium ?? null}, ${o?.utmCampaign ?? null}, ${o?.landingPage ?? null})
        on conflict (phone_key) where deleted = false and email is null do update set
          company = coalesce(${leads.company}, excluded.company),
          ${touchedColumns(excludedRow)}
        returning id, name, email, phone, (xmax = 0) as created`,
      );
  return attached(row!);
}
