import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import type { CompanySettings } from "./company";

export async function getSetting<T>(key: string): Promise<T | undefined> {
  const [row] = await db()
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, key))
    .limit(1);
  return row?.value as T | undefined;
}

export function getCompanySettings() {
  return getSetting<CompanySettings>("company");
}
