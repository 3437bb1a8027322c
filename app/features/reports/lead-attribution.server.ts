import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { originVisits } from "~/features/analytics/index.server";
import { periodStart, type Period } from "~/lib/periods";
import { conversion, type CampaignConversion, type LeadAttribution, type SourceConversion } from "./lead-attribution";

/** Tagged campaigns listed, most leads first, as the campaigns table of the visits lists its top ones. */
const campaignsShown = 20;

const byLeadsThenVisits = (a: { leads: number; visits: number }, b: { leads: number; visits: number }) =>
  b.leads - a.leads || b.visits - a.visits;

/**
 * Leads and conversion (leads ÷ visits) of a period by source and by campaign. A lead counts in
 * the period its first touch (its creation) falls in, under that touch's origin; deleted leads are
 * not counted. The visits are the period's, from the analytics and its daily rollups.
 */
export async function leadAttribution(period: Period, now = new Date()): Promise<LeadAttribution> {
  const start = periodStart(period, now);
  const created = start
    ? sql`created_at >= ${start.toISOString()}::timestamptz and created_at < ${now.toISOString()}::timestamptz`
    : sql`created_at < ${now.toISOString()}::timestamptz`;
  const [visits, leadRows] = await Promise.all([
    originVisits({ start, end: now }, now),
    queryRows<{ source: string | null; campaign: string | null; utm_source: string; leads: number }>(
      db(),
      sql`
      select first_source as source, first_utm_campaign as campaign, coalesce(first_utm_source, '') as utm_source, count(*) as leads
      from leads where deleted = false and ${created}
      group by 1, 2, 3`,
    ),
  ]);
  const leadsOf = (keep: (row: (typeof leadRows)[number]) => boolean) =>
    leadRows.filter(keep).reduce((sum, row) => sum + Number(row.leads), 0);

  const sourceNames = new Set([...visits.sources.map((row) => row.source), ...leadRows.flatMap((row) => row.source ?? [])]);
  const bySource: SourceConversion[] = [...sourceNames]
    .map((source) => ({
      source,
      ...conversion(
        visits.sources.find((row) => row.source === source)?.visits ?? 0,
        leadsOf((row) => row.source === source),
      ),
    }))
    .sort((a, b) => byLeadsThenVisits(a, b) || a.source.localeCompare(b.source, "pt-BR"));
  const unknownLeads = leadsOf((row) => row.source === null);
  if (unknownLeads > 0) bySource.push({ source: null, ...conversion(0, unknownLeads) });

  const key = (campaign: string, utmSource: string) => `${campaign}\t${utmSource}`;
  const tagged = new Map<string, { campaign: string; utmSource: string; visits: number; leads: number }>();
  for (const row of visits.campaigns) tagged.set(key(row.campaign, row.utmSource), { ...row, leads: 0 });
  for (const row of leadRows) {
    if (row.source === null || row.campaign === null) continue;
    const entry = tagged.get(key(row.campaign, row.utm_source)) ?? {
      campaign: row.campaign,
      utmSource: row.utm_source,
      visits: 0,
      leads: 0,
    };
    entry.leads += Number(row.leads);
    tagged.set(key(row.campaign, row.utm_source), entry);
  }
  const campaigns = [...tagged.values()].sort(
    (a, b) => byLeadsThenVisits(a, b) || a.campaign.localeCompare(b.campaign, "pt-BR") || a.utmSource.localeCompare(b.utmSource, "pt-BR"),
  );
  const taggedVisits = visits.campaigns.reduce((sum, row) => sum + row.visits, 0);
  const byCampaign: CampaignConversion[] = campaigns
    .slice(0, campaignsShown)
    .map(({ campaign, utmSource, visits: count, leads }) => ({ kind: "campaign", campaign, utmSource, ...conversion(count, leads) }));
  const untaggedVisits = visits.visits - taggedVisits;
  const untaggedLeads = leadsOf((row) => row.source !== null && row.campaign === null);
  if (untaggedVisits > 0 || untaggedLeads > 0) byCampaign.push({ kind: "untagged", ...conversion(untaggedVisits, untaggedLeads) });
  if (unknownLeads > 0) byCampaign.push({ kind: "unknown", ...conversion(0, unknownLeads) });

  return {
    total: conversion(
      visits.visits,
      leadsOf(() => true),
    ),
    bySource,
    byCampaign,
    campaignsLeftOut: Math.max(0, campaigns.length - campaignsShown),
  };
}
