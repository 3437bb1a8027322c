import { z } from "~/lib/zod";

/**
 * When staff take meetings booked by the assistant; a site setting (`meeting_hours`).
 * `noticeHours`: business hours, counted inside these hours, from a visitor's request to the
 * earliest slot it may book. With `lunchBreak`, no slot overlaps `lunchStart`–`lunchEnd`.
 */
export type MeetingHours = {
  weekdays: number[];
  start: string;
  end: string;
  slotMinutes: number;
  noticeHours: number;
  lunchBreak: boolean;
  lunchStart: string;
  lunchEnd: string;
};

export const meetingHoursKey = "meeting_hours";

/**
 * Monday to Friday, 7h30 to 17h30, 30-minute slots (the company's opening hours), booked two
 * business hours ahead at the earliest, none over lunch from 12h to 13h.
 */
export const defaultMeetingHours: MeetingHours = {
  weekdays: [1, 2, 3, 4, 5],
  start: "07:30",
  end: "17:30",
  slotMinutes: 30,
  noticeHours: 2,
  lunchBreak: true,
  lunchStart: "12:00",
  lunchEnd: "13:00",
};

export const weekdayLabels = ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"] as const;

export const slotLengthOptions = [15, 20, 30, 45, 60, 90, 120] as const;

/**
 * At least an hour: a booking waits for the visitor's confirmation by e-mail until half an hour
 * before the meeting, which leaves them half an hour at the least.
 */
export const minNoticeHours = 1;
export const maxNoticeHours = 48;

export const minutesOfDay = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};

const time = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

const noticeMessage = `Informe um número inteiro de horas úteis entre ${minNoticeHours} e ${maxNoticeHours}`;

export const meetingHoursSchema = z
  .object({
    weekdays: z
      .array(z.number().int().min(0).max(6), { error: "Escolha ao menos um dia da semana" })
      .min(1, "Escolha ao menos um dia da semana")
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    start: time("Horário inicial inválido. Use o formato 07:30"),
    end: time("Horário final inválido. Use o formato 17:30"),
    slotMinutes: z
      .number({ error: "Duração de reunião inválida" })
      .refine((minutes) => (slotLengthOptions as readonly number[]).includes(minutes), "Duração de reunião inválida"),
    noticeHours: z
      .number({ error: noticeMessage })
      .int(noticeMessage)
      .min(minNoticeHours, noticeMessage)
      .max(maxNoticeHours, noticeMessage),
    lunchBreak: z.boolean({ error: "Valor inválido para a pausa de almoço" }),
    lunchStart: time("Início do almoço inválido. Use o formato 12:00"),
    lunchEnd: time("Fim do almoço inválido. Use o formato 13:00"),
  })
  .refine(hoursHoldAMeeting, {
    message: "O horário final deve permitir ao menos uma reunião depois do inicial",
    path: ["end"],
  })
  .refine((hours) => !hours.lunchBreak || minutesOfDay(hours.lunchEnd) > minutesOfDay(hours.lunchStart), {
    message: "O fim do almoço deve ser depois do início",
    path: ["lunchEnd"],
  })
  // Hours that are wrong themselves are told once, under their end.
  .refine((hours) => !hours.lunchBreak || !hoursHoldAMeeting(hours) || lunchWithinHours(hours), {
    message: "A pausa de almoço deve ficar dentro do horário das reuniões",
    path: ["lunchStart"],
  });

function hoursHoldAMeeting(hours: Pick<MeetingHours, "start" | "end" | "slotMinutes">) {
  return minutesOfDay(hours.end) - minutesOfDay(hours.start) >= hours.slotMinutes;
}

function lunchWithinHours(hours: Pick<MeetingHours, "start" | "end" | "lunchStart" | "lunchEnd">) {
  return minutesOfDay(hours.lunchStart) >= minutesOfDay(hours.start) && minutesOfDay(hours.lunchEnd) <= minutesOfDay(hours.end);
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/**
 * A value saved before the notice and the lunch break were settings takes their defaults; the
 * default lunch only when it falls inside the hours saved.
 */
function withNewFields(value: unknown) {
  if (!isRecord(value)) return value;
  const { noticeHours, lunchStart, lunchEnd } = defaultMeetingHours;
  const lunch = { lunchStart, lunchEnd };
  const fits =
    typeof value.start === "string" && typeof value.end === "string" && lunchWithinHours({ start: value.start, end: value.end, ...lunch });
  return { noticeHours, lunchBreak: fits, ...lunch, ...value };
}

/** The stored setting, or the defaults when it is missing or unreadable. */
export function readMeetingHours(value: unknown): MeetingHours {
  const parsed = meetingHoursSchema.safeParse(withNewFields(value));
  return parsed.success ? parsed.data : defaultMeetingHours;
}
