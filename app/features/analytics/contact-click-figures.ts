import type { SiteConversionKind } from "~/db/schema";

/** Clicks on the contact links of one page, source or campaign, by kind. */
export type ContactClickCounts = Record<SiteConversionKind, number> & { total: number };

export type ContactClickRow = ContactClickCounts & { label: string; detail?: string };

export type ContactClickFigures = {
  total: ContactClickCounts;
  byPage: ContactClickRow[];
  bySource: ContactClickRow[];
  byCampaign: ContactClickRow[];
};

export const noClicks = (): ContactClickCounts => ({ whatsapp: 0, phone: 0, email: 0, total: 0 });
