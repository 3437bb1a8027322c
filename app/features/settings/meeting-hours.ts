import { z } from "zod";

/** When staff take meetings booked by the assistant; a site setting (`meeting_hours`). */
export type MeetingHours = { weekdays: number[]; start: string; end: string; slotMinutes: number };

export const meetingHoursKey = "meeting_hours";

/** Monday to Friday, 7h30 to 17h30, 30-minute slots: the company's opening hours. */
export const defaultMeetingHours: MeetingHours = { weekdays: [1, 2, 3, 4, 5], start: "07:30", end: "17:30", slotMinutes: 30 };

export const weekdayLabels = ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"] as const;

export const slotLengthOptions = [15, 20, 30, 45, 60, 90, 120] as const;

export const minutesOfDay = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};

const time = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

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
  })
  .refine((hours) => minutesOfDay(hours.end) - minutesOfDay(hours.start) >= hours.slotMinutes, {
    message: "O horário final deve permitir ao menos uma reunião depois do inicial",
    path: ["end"],
  });

/** The stored setting, or the defaults when it is missing or unreadable. */
export function readMeetingHours(value: unknown): MeetingHours {
  const parsed = meetingHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultMeetingHours;
}
