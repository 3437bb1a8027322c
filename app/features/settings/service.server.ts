import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { invalidateCache } from "~/features/page-cache/index.server";
import { cacheTags } from "~/features/page-cache";
import { refused, type SaveResult } from "~/lib/save-result";
import { validate } from "~/lib/validation";
import { settingsSchema } from "./schema";

/**
 * Saves every setting of the editor, or none: the keys are upserted by one statement,
 * so a failure leaves the stored settings as they were. Every public page shows the
 * settings, so all of them leave the page cache.
 */
export async function saveSettings(input: unknown): Promise<SaveResult> {
  const valid = validate(settingsSchema, input);
  if (!valid.ok) return refused(valid);
  const now = new Date();
  await db()
    .insert(siteSettings)
    .values(Object.entries(valid.data).map(([settingKey, settingValue]) => ({ settingKey, settingValue, updatedAt: now })))
    .onConflictDoUpdate({
      target: siteSettings.settingKey,
      set: { settingValue: sql`excluded.setting_value`, updatedAt: now },
    });
  await invalidateCache(cacheTags.settings);
  return { ok: true };
}
