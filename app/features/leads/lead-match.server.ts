import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { leads } from "~/db/schema";

/** Who got in touch, as a form or the assistant collected it. */
export type TouchContact = { name: string; email: string; phone?: string | null; company?: string | null };

/** Where the visit that produced a touch came from (analytics' visit), when it is known. */
export type TouchOrigin = {
  source: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  landingPage: string;
};

export type AttachedLead = { id: string; name: string; email: string; phone: string | null; created: boolean };

/**
 * Finds the live lead of this e-mail (without regard to case or accents) or creates it, and
 * records the touch: the lead's last touch moves to now and, when the visit is known, its
 * origin becomes the last touch's (and the first touch's, for a new lead or one without it).
 * Anyone can type an e-mail, so an existing lead's name is kept; a missing phone or company
 * is filled in. The unique index on live e-mails decides between two touches at once.
 */
export async function attachLead(
  database: Database | Transaction,
  contact: TouchContact,
  origin?: TouchOrigin | null,
  now = new Date(),
): Promise<AttachedLead> {
  const o = origin ?? null;
  const [row] = await queryRows<{ id: string; name: string; email: string; phone: string | null; created: boolean }>(
    database,
    sql`
    insert into ${leads} (name, email, phone, company, last_touch_at,
      first_source, first_utm_source, first_utm_medium, first_utm_campaign, first_landing_page,
      last_source, last_utm_source, last_utm_medium, last_utm_campaign, last_landing_page)
    values (${contact.name}, ${contact.email.trim().toLowerCase()}, ${contact.phone ?? null}, ${contact.company ?? null}, ${now},
      ${o?.source ?? null}, ${o?.utmSource ?? null}, ${o?.utmMedium ?? null}, ${o?.utmCampaign ?? null}, ${o?.landingPage ?? null},
      ${o?.source ?? null}, ${o?.utmSource ?? null}, ${o?.utmMedium ?? null}, ${o?.utmCampaign ?? null}, ${o?.landingPage ?? null})
    on conflict (immutable_unaccent(lower(email))) where deleted = false do update set
      phone = coalesce(${leads.phone}, excluded.phone),
      company = coalesce(${leads.company}, excluded.company),
      last_touch_at = greatest(${leads.lastTouchAt}, excluded.last_touch_at),
      first_source = coalesce(${leads.firstSource}, excluded.first_source),
      first_utm_source = case when ${leads.firstSource} is null then excluded.first_utm_source else ${leads.firstUtmSource} end,
      first_utm_medium = case when ${leads.firstSource} is null then excluded.first_utm_medium else ${leads.firstUtmMedium} end,
      first_utm_campaign = case when ${leads.firstSource} is null then excluded.first_utm_campaign else ${leads.firstUtmCampaign} end,
      first_landing_page = coalesce(${leads.firstLandingPage}, excluded.first_landing_page),
      last_source = coalesce(excluded.last_source, ${leads.lastSource}),
      last_utm_source = case when excluded.last_source is null then ${leads.lastUtmSource} else excluded.last_utm_source end,
      last_utm_medium = case when excluded.last_source is null then ${leads.lastUtmMedium} else excluded.last_utm_medium end,
      last_utm_campaign = case when excluded.last_source is null then ${leads.lastUtmCampaign} else excluded.last_utm_campaign end,
      last_landing_page = coalesce(excluded.last_landing_page, ${leads.lastLandingPage})
    returning id, name, email, phone, (xmax = 0) as created`,
  );
  return { id: row!.id, name: row!.name, email: row!.email, phone: row!.phone, created: row!.created };
}
