/** Leads of a period and the visits they came from, for one row of the attribution tables. */
export type Conversion = {
  visits: number;
  leads: number;
  /** Leads ÷ visits; null without visits to divide by. */
  rate: number | null;
};

/** A source as the visits name it ('Google', 'Direto'…); null for leads whose visit is unknown. */
export type SourceConversion = Conversion & { source: string | null };

/**
 * A tagged campaign (utm_campaign with the utm_source it carried, '' when none); 'untagged' for
 * leads and visits without a campaign, 'unknown' for leads whose visit is unknown.
 */
export type CampaignConversion = Conversion &
  ({ kind: "campaign"; campaign: string; utmSource: string } | { kind: "untagged" } | { kind: "unknown" });

export type LeadAttribution = {
  total: Conversion;
  bySource: SourceConversion[];
  byCampaign: CampaignConversion[];
  /** Tagged campaigns beyond those listed. */
  campaignsLeftOut: number;
};

export const conversion = (visits: number, leads: number): Conversion => ({ visits, leads, rate: visits > 0 ? leads / visits : null });
