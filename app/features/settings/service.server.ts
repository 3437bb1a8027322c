import { inArray, sql } from "drizzle-orm";
import { changedFields, recordActivity } from "~/features/activity/index.server";
import { db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { invalidateCache } from "~/platform/page-cache/index.server";
import { cacheTags } from "~/platform/page-cache";
import { refuse, type ActionResult } from "~/lib/action-result";
import { validate } from "~/lib/validation";
import { settingsSchema } from "./schema";

/**
 * Saves every setting of the editor, or none: the keys are upserted by one statement,
 * so a failure leaves the stored settings as they were. Every public page shows the
 * settings, so all of them leave the page cache.
 */
export async function saveSettings(input: unknown): Promise<ActionResult> {
  const valid = validate(settingsSchema, input);
  if (!valid.ok) return refuse(400, valid.message, valid.fieldErrors);
  const now = new Date();
  await db().transaction(async (tx) => {
    const keys = Object.keys(valid.data);
    const stored = await tx
      .select({ key: siteSettings.settingKey, value: siteSettings.settingValue })
      .from(siteSettings)
      .where(inArray(siteSettings.settingKey, keys));
    const before = Object.fromEntries(stored.map((row) => [row.key, row.value]));
    await tx
      .insert(siteSettings)
      .values(Object.entries(valid.data).map(([settingKey, settingValue]) => ({ settingKey, settingValue, updatedAt: now })))
      .onConflictDoUpdate({
        target: siteSettings.settingKey,
        // A value saved unchanged keeps its date: the sitemap's lastmod reads it.
        set: {
          settingValue: sql`excluded.setting_value`,
          updatedAt: sql`case when ${siteSettings.settingValue} is distinct from excluded.setting_value then excluded.updated_at else ${siteSettings.updatedAt} end`,
        },
      });
    const fields = changedFields(before, valid.data);
    if (fields.length > 0) await recordActivity(tx, { entity: "settings", entityId: "site", action: "updated", fields });
  });
  await invalidateCache(cacheTags.settings);
  return { ok: true };
}
