import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { defaultMeetingHours } from "./meeting-hours";
import { getMeetingHours } from "~/features/leads/meetings.server";
import { sampleSettings } from "~/features/seed/sample-content";
import { getSettingsFormValues } from "./queries.server";
import { saveSettings } from "./service.server";

// Invalidations still reach the content memo: a save shows on the next read.
vi.mock("~/platform/page-cache/page-cache.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/platform/page-cache/page-cache.server")>();
  return { ...actual, invalidateCache: vi.fn(actual.invalidateCache) };
});

describe.each(testDrivers)("the meeting hours setting on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(siteSettings)
      .values(Object.entries(sampleSettings).map(([settingKey, settingValue]) => ({ settingKey, settingValue })));
  });
  afterAll(() => closeDatabase());

  it("starts at the defaults when never saved", async () => {
    expect((await getSettingsFormValues()).meeting_hours).toEqual(defaultMeetingHours);
  });

  it("is saved with the other settings and read by the assistant's slots", async () => {
    const form = await getSettingsFormValues();
    const lunch = { lunchBreak: true, lunchStart: "10:00", lunchEnd: "10:30" };
    const hours = { weekdays: [6, 2], start: "08:00", end: "12:00", slotMinutes: 60, noticeHours: 4, ...lunch };
    expect(await saveSettings({ ...form, meeting_hours: hours })).toEqual({ ok: true });
    const saved = { weekdays: [2, 6], start: "08:00", end: "12:00", slotMinutes: 60, noticeHours: 4, ...lunch };
    expect((await getSettingsFormValues()).meeting_hours).toEqual(saved);
    expect(await getMeetingHours()).toEqual(saved);
  });

  it("refuses invalid hours with the field's message and keeps the stored ones", async () => {
    const form = await getSettingsFormValues();
    const before = form.meeting_hours;
    expect(await saveSettings({ ...form, meeting_hours: { ...before, start: "18:00", end: "09:00" } })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { "meeting_hours.end": "O horário final deve permitir ao menos uma reunião depois do inicial" },
    });
    expect(await saveSettings({ ...form, meeting_hours: { ...before, weekdays: [] } })).toMatchObject({
      ok: false,
      fieldErrors: { "meeting_hours.weekdays": "Escolha ao menos um dia da semana" },
    });
    expect(await saveSettings({ ...form, meeting_hours: { ...before, lunchStart: "07:00" } })).toMatchObject({
      ok: false,
      fieldErrors: { "meeting_hours.lunchStart": "A pausa de almoço deve ficar dentro do horário das reuniões" },
    });
    expect(await saveSettings({ ...form, meeting_hours: { ...before, noticeHours: 72 } })).toMatchObject({
      ok: false,
      fieldErrors: { "meeting_hours.noticeHours": "Informe um número inteiro de horas úteis entre 1 e 48" },
    });
    expect((await saveSettings({ ...form, meeting_hours: undefined })).ok).toBe(false);
    expect((await getSettingsFormValues()).meeting_hours).toEqual(before);
  });
});
