import { eq, inArray } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { jsonText, readJsonText } from "~/db/json-text";
import { siteSettings } from "~/db/schema";
import { daysOffKey, readDaysOff } from "./days-off";
import { leadAlertHoursKey, readLeadAlertHours } from "./lead-alert";
import { lostReasonsKey, readLostReasons } from "./lost-reasons";
import { meetingHoursKey, readMeetingHours } from "./meeting-hours";
import { proposalSettingsKey, readProposalSettings } from "./proposal-settings";
import { readReplyTemplates, replyTemplatesKey } from "./reply-templates";
import { readSharedCache, sharedCacheKey } from "./shared-cache";
import { readTrackingTags } from "~/features/tracking/index.server";
import type { CompanySettings } from "./company";
import { companyFormValues } from "./form-values";
import { settingsKeys, type SettingsForm } from "./schema";

/** A setting's value; read in a transaction when given one (an embedded database serves one at a time). */
export async function getSetting<T>(key: string, database: Pick<Database, "select"> = db()): Promise<T | undefined> {
  const [row] = await database
    .select({ value: jsonText(siteSettings.settingValue) })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, key))
    .limit(1);
  return row ? (readJsonText(row.value) as T) : undefined;
}

/** When a setting's value last changed; undefined when it was never saved. */
export async function settingUpdatedAt(key: string) {
  const [row] = await db()
    .select({ updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, key))
    .limit(1);
  return row?.updatedAt;
}

export function getCompanySettings(database?: Pick<Database, "select">) {
  return getSetting<CompanySettings>("company", database);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The settings editor's values; anything never saved starts empty (the chat starts enabled, the
 * meeting hours, the lead alert, the reasons of loss and the CDN's times at their defaults).
 */
export async function getSettingsFormValues(): Promise<SettingsForm> {
  const rows = await db()
    .select({ key: siteSettings.settingKey, value: jsonText(siteSettings.settingValue) })
    .from(siteSettings)
    .where(inArray(siteSettings.settingKey, settingsKeys));
  const stored = new Map(rows.map((row) => [row.key, readJsonText(row.value)]));
  return {
    google_analytics_id: text(stored.get("google_analytics_id")),
    google_tag_manager_id: text(stored.get("google_tag_manager_id")),
    facebook_pixel_id: text(stored.get("facebook_pixel_id")),
    chatbot_enabled: stored.get("chatbot_enabled") !== false,
    tracking_tags: readTrackingTags(stored.get("tracking_tags")),
    company: companyFormValues(stored.get("company")),
    meeting_hours: readMeetingHours(stored.get(meetingHoursKey)),
    days_off: readDaysOff(stored.get(daysOffKey)),
    lead_alert_hours: readLeadAlertHours(stored.get(leadAlertHoursKey)),
    reply_templates: readReplyTemplates(stored.get(replyTemplatesKey)),
    lost_reasons: readLostReasons(stored.get(lostReasonsKey)),
    shared_cache: readSharedCache(stored.get(sharedCacheKey)),
    proposal_settings: readProposalSettings(stored.get(proposalSettingsKey)),
  };
}

/** The reply templates staff pick from when writing to a visitor. */
export async function getReplyTemplates() {
  return readReplyTemplates(await getSetting(replyTemplatesKey));
}

/** The validity a new proposal starts with and the CNPJ of its letterhead, defaults filled in. */
export async function getProposalSettings(database?: Pick<Database, "select">) {
  return readProposalSettings(await getSetting(proposalSettingsKey, database));
}

/** The reasons staff pick from to mark a lead 'Perdido'; in a transaction when given one. */
export async function getLostReasons(database?: Pick<Database, "select">) {
  return readLostReasons(await getSetting(lostReasonsKey, database));
}
