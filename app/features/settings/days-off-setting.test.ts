import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { sampleSettings } from "~/features/seed/sample-content";
import { parseForm } from "~/lib/forms/parse-form";
import { getLeadAlertHours, getStaffDaysOff } from "./business-calendar.server";
import { daysOffMessages, maxDaysOff } from "./days-off";
import { defaultLeadAlertHours } from "./lead-alert";
import { getSettingsFormValues } from "./queries.server";
import { settingsSchema } from "./schema";
import { saveSettings } from "./service.server";

const alertMessage = "Informe um número inteiro de horas úteis entre 1 e 80";

describe.each(testDrivers)("the days off and the lead alert settings on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(siteSettings)
      .values(Object.entries(sampleSettings).map(([settingKey, settingValue]) => ({ settingKey, settingValue })));
  });
  afterAll(() => closeDatabase());

  it("start with no days off and a 4-hour alert", async () => {
    const form = await getSettingsFormValues();
    expect(form.days_off).toEqual([]);
    expect(form.lead_alert_hours).toBe(defaultLeadAlertHours);
    expect(await getStaffDaysOff()).toEqual([]);
    expect(await getLeadAlertHours()).toBe(4);
  });

  it("are saved with the other settings, the days in date order, and read by the business calendar", async () => {
    const form = await getSettingsFormValues();
    const days_off = [
      { date: "2026-12-31", label: " Véspera de Ano-Novo " },
      { date: "2026-12-24", label: "" },
    ];
    expect(await saveSettings({ ...form, days_off, lead_alert_hours: 6 })).toEqual({ ok: true });
    const saved = await getSettingsFormValues();
    expect(saved.days_off).toEqual([
      { date: "2026-12-24", label: "" },
      { date: "2026-12-31", label: "Véspera de Ano-Novo" },
    ]);
    expect(saved.lead_alert_hours).toBe(6);
    expect(await getStaffDaysOff()).toEqual(["2026-12-24", "2026-12-31"]);
    expect(await getLeadAlertHours()).toBe(6);
  });

  it("refuses a missing, impossible, out-of-range or repeated date with its message and keeps the stored days", async () => {
    const form = await getSettingsFormValues();
    const before = form.days_off;
    const refusal = async (days: unknown, path: string, message: string) =>
      expect(await saveSettings({ ...form, days_off: days })).toMatchObject({ ok: false, status: 400, fieldErrors: { [path]: message } });
    await refusal([{ date: "", label: "" }], "days_off.0.date", daysOffMessages.required);
    await refusal([{ date: "2026-02-30", label: "" }], "days_off.0.date", daysOffMessages.invalid);
    await refusal([{ date: "24/12/2026", label: "" }], "days_off.0.date", daysOffMessages.invalid);
    await refusal([{ date: "1999-12-24", label: "" }], "days_off.0.date", daysOffMessages.range);
    await refusal(
      [
        { date: "2026-12-24", label: "" },
        { date: "2026-12-24", label: "Natal" },
      ],
      "days_off.1.date",
      daysOffMessages.repeated,
    );
    await refusal([{ date: "2026-12-24", label: "x".repeat(81) }], "days_off.0.label", "Use no máximo 80 caracteres");
    expect((await getSettingsFormValues()).days_off).toEqual(before);
  });

  it(`refuses more than ${maxDaysOff} days off`, async () => {
    const form = await getSettingsFormValues();
    const day = (index: number) => ({ date: new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10), label: "" });
    expect(await saveSettings({ ...form, days_off: Array.from({ length: maxDaysOff }, (_, index) => day(index)) })).toEqual({ ok: true });
    expect(await saveSettings({ ...form, days_off: Array.from({ length: maxDaysOff + 1 }, (_, index) => day(index)) })).toMatchObject({
      ok: false,
      fieldErrors: { days_off: daysOffMessages.tooMany },
    });
    expect(await getStaffDaysOff()).toHaveLength(maxDaysOff);
  });

  it("refuses an alert that is not a whole number of hours from 1 to 80", async () => {
    const form = await getSettingsFormValues();
    for (const hours of [0, 81, 2.5, Number.NaN, "4"]) {
      expect(await saveSettings({ ...form, lead_alert_hours: hours })).toMatchObject({
        ok: false,
        fieldErrors: { lead_alert_hours: alertMessage },
      });
    }
    expect(await getLeadAlertHours()).toBe(6);
  });

  it("reads an emptied list and the hours from the posted form", () => {
    const posted = new FormData();
    posted.set("lead_alert_hours", "8");
    const parsed = parseForm(posted, settingsSchema.pick({ days_off: true, lead_alert_hours: true }));
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" ? parsed.value : null).toEqual({ days_off: [], lead_alert_hours: 8 });
  });
});
