import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { sampleSettings } from "~/features/seed/sample-content";
import { parseForm } from "~/lib/forms/parse-form";
import { getSettingsFormValues } from "./queries.server";
import { settingsSchema } from "./schema";
import { saveSettings } from "./service.server";
import { getSharedCacheTimes } from "./shared-cache.server";

const maxAgeMessage = "Informe o tempo no cache da CDN em segundos, um número inteiro de 0 a 86.400";
const staleMessage = "Informe o tempo de cópia antiga em segundos, um número inteiro de 0 a 604.800";

describe.each(testDrivers)("the CDN's times in the settings on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(siteSettings)
      .values(Object.entries(sampleSettings).map(([settingKey, settingValue]) => ({ settingKey, settingValue })));
  });
  afterAll(() => closeDatabase());

  it("start at 60 seconds kept and 600 seconds stale", async () => {
    expect((await getSettingsFormValues()).shared_cache).toEqual({ max_age: 60, stale_while_revalidate: 600 });
    expect(await getSharedCacheTimes()).toEqual({ maxAge: 60, staleWhileRevalidate: 600 });
  });

  it("are saved with the other settings and read by the pages at once", async () => {
    const form = await getSettingsFormValues();
    expect(await getSharedCacheTimes()).toEqual({ maxAge: 60, staleWhileRevalidate: 600 });
    expect(await saveSettings({ ...form, shared_cache: { max_age: 300, stale_while_revalidate: 0 } })).toEqual({ ok: true });
    expect((await getSettingsFormValues()).shared_cache).toEqual({ max_age: 300, stale_while_revalidate: 0 });
    expect(await getSharedCacheTimes()).toEqual({ maxAge: 300, staleWhileRevalidate: 0 });
  });

  it("refuse a time that is not a whole number of seconds within its bounds, and keep the stored ones", async () => {
    const form = await getSettingsFormValues();
    for (const max_age of [-1, 86_401, 1.5, Number.NaN]) {
      expect(await saveSettings({ ...form, shared_cache: { ...form.shared_cache, max_age } })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { "shared_cache.max_age": maxAgeMessage },
      });
    }
    for (const stale_while_revalidate of [-1, 604_801]) {
      expect(await saveSettings({ ...form, shared_cache: { ...form.shared_cache, stale_while_revalidate } })).toMatchObject({
        ok: false,
        fieldErrors: { "shared_cache.stale_while_revalidate": staleMessage },
      });
    }
    expect(await getSharedCacheTimes()).toEqual({ maxAge: 300, staleWhileRevalidate: 0 });
  });

  it("are read from the posted form", () => {
    const posted = new FormData();
    posted.set("shared_cache.max_age", "120");
    posted.set("shared_cache.stale_while_revalidate", "3600");
    const parsed = parseForm(posted, settingsSchema.pick({ shared_cache: true }));
    expect(parsed.status === "success" ? parsed.value : parsed).toEqual({ shared_cache: { max_age: 120, stale_while_revalidate: 3600 } });
  });
});
