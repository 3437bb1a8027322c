import { inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jsonText, readJsonText } from "~/db/json-text";
import type { TrackingTag } from "~/db/content-types";
import { siteSettings } from "~/db/schema";
import { rememberContent } from "~/platform/page-cache/index.server";
import { cacheTags } from "~/platform/page-cache";
import type { CompanySettings } from "~/features/settings";
import { fillCompanyYears, yearsInMarket } from "~/features/settings/index.server";
import { readTrackingTags } from "~/features/tracking/index.server";

export type SiteChrome = {
  /** With the claims' "{anos}" and "{ano_fundacao}" filled in. */
  company: CompanySettings | null;
  /** Whole years since the founding year, for copy that states the company's age. */
  yearsInMarket: number | null;
  chatbotEnabled: boolean;
  tracking: { googleAnalyticsId: string; googleTagManagerId: string; facebookPixelId: string; tags: TrackingTag[] };
};

const keys = ["company", "chatbot_enabled", "google_analytics_id", "google_tag_manager_id", "facebook_pixel_id", "tracking_tags"];

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** What every public page shows around its content: company data, chat switch, tracking ids. */
export async function getSiteChrome(): Promise<SiteChrome> {
  const chrome = await rememberContent("site-chrome", [cacheTags.settings], readSiteChrome);
  // Filled on every read, not when remembered, so the age turns with the year.
  const company = chrome.company && {
    ...chrome.company,
    claims: chrome.company.claims.map((claim) => fillCompanyYears(claim, chrome.company!.foundedYear)),
  };
  return { ...chrome, company, yearsInMarket: company ? yearsInMarket(company.foundedYear) : null };
}

async function readSiteChrome(): Promise<Omit<SiteChrome, "yearsInMarket">> {
  const rows = await db()
    .select({ key: siteSettings.settingKey, value: jsonText(siteSettings.settingValue) })
    .from(siteSettings)
    .where(inArray(siteSettings.settingKey, keys));
  const settings = new Map(rows.map((row) => [row.key, readJsonText(row.value)]));
  return {
    company: (settings.get("company") as CompanySettings | undefined) ?? null,
    // Enabled unless switched off explicitly: a missing setting means on.
    chatbotEnabled: settings.get("chatbot_enabled") !== false,
    tracking: {
      googleAnalyticsId: text(settings.get("google_analytics_id")),
      googleTagManagerId: text(settings.get("google_tag_manager_id")),
      facebookPixelId: text(settings.get("facebook_pixel_id")),
      tags: readTrackingTags(settings.get("tracking_tags")),
    },
  };
}
