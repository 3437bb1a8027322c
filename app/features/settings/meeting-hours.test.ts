import { describe, expect, it } from "vitest";
import { validate } from "~/lib/validation";
import { defaultMeetingHours, meetingHoursSchema, readMeetingHours } from "./meeting-hours";

const check = (change: Record<string, unknown>) => validate(meetingHoursSchema, { ...defaultMeetingHours, ...change });

describe("meeting hours", () => {
  it("accepts the defaults and keeps the weekdays once each, in order", () => {
    expect(check({})).toEqual({ ok: true, data: defaultMeetingHours });
    expect(check({ weekdays: [5, 1, 5, 0] })).toMatchObject({ ok: true, data: { weekdays: [0, 1, 5] } });
  });

  it("refuses an end before the start, under the end field", () => {
    const message = "O horário final deve permitir ao menos uma reunião depois do inicial";
    expect(check({ start: "14:00", end: "09:00" })).toEqual({ ok: false, message, fieldErrors: { end: message } });
    // Room for less than one meeting is refused the same way.
    expect(check({ start: "17:00", end: "17:30", slotMinutes: 60 })).toMatchObject({ ok: false, fieldErrors: { end: message } });
    expect(check({ start: "17:00", end: "17:30", slotMinutes: 30, lunchBreak: false }).ok).toBe(true);
  });

  it("refuses a week without any day", () => {
    expect(check({ weekdays: [] })).toEqual({
      ok: false,
      message: "Escolha ao menos um dia da semana",
      fieldErrors: { weekdays: "Escolha ao menos um dia da semana" },
    });
  });

  it("refuses malformed times, days and lengths with their messages", () => {
    expect(check({ start: "7:30" })).toMatchObject({ ok: false, fieldErrors: { start: "Horário inicial inválido. Use o formato 07:30" } });
    expect(check({ end: "" })).toMatchObject({ ok: false, fieldErrors: { end: "Horário final inválido. Use o formato 17:30" } });
    expect(check({ weekdays: [7] }).ok).toBe(false);
    expect(check({ slotMinutes: 25 })).toMatchObject({ ok: false, fieldErrors: { slotMinutes: "Duração de reunião inválida" } });
  });

  it("reads a missing or unreadable setting as the defaults", () => {
    expect(readMeetingHours(undefined)).toEqual(defaultMeetingHours);
    expect(readMeetingHours({ weekdays: [], start: "x" })).toEqual(defaultMeetingHours);
    expect(readMeetingHours({ ...defaultMeetingHours, lunchStart: "13:00" })).toEqual(defaultMeetingHours);
  });

  it("reads hours saved before the notice and the lunch break with their defaults, the lunch only where it fits", () => {
    const lunch = { lunchStart: "12:00", lunchEnd: "13:00" };
    expect(readMeetingHours({ weekdays: [6], start: "08:00", end: "12:00", slotMinutes: 60 })).toEqual({
      weekdays: [6],
      start: "08:00",
      end: "12:00",
      slotMinutes: 60,
      noticeHours: 2,
      lunchBreak: false,
      ...lunch,
    });
    expect(readMeetingHours({ weekdays: [1, 2, 3, 4, 5], start: "07:30", end: "17:30", slotMinutes: 30 })).toEqual(defaultMeetingHours);
  });

  it("takes a notice of 1 to 48 whole business hours", () => {
    const message = "Informe um número inteiro de horas úteis entre 1 e 48";
    expect(check({ noticeHours: 1 }).ok).toBe(true);
    expect(check({ noticeHours: 48 }).ok).toBe(true);
    for (const noticeHours of [0, -1, 49, 1.5, Number.NaN]) {
      expect(check({ noticeHours })).toMatchObject({ ok: false, fieldErrors: { noticeHours: message } });
    }
  });

  it("keeps the lunch break inside the hours and its end after its start, unless it is turned off", () => {
    expect(check({ lunchStart: "13:00", lunchEnd: "12:00" })).toMatchObject({
      ok: false,
      fieldErrors: { lunchEnd: "O fim do almoço deve ser depois do início" },
    });
    const outside = "A pausa de almoço deve ficar dentro do horário das reuniões";
    expect(check({ lunchStart: "07:00", lunchEnd: "08:00" })).toMatchObject({ ok: false, fieldErrors: { lunchStart: outside } });
    expect(check({ start: "08:00", end: "12:00" })).toMatchObject({ ok: false, fieldErrors: { lunchStart: outside } });
    expect(check({ start: "08:00", end: "12:00", lunchBreak: false }).ok).toBe(true);
    expect(check({ lunchBreak: false, lunchStart: "" })).toMatchObject({
      ok: false,
      fieldErrors: { lunchStart: "Início do almoço inválido. Use o formato 12:00" },
    });
  });
});
