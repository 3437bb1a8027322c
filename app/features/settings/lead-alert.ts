import { z } from "~/lib/zod";

/** After how many business hours a lead still 'Novo' is flagged to sales; a site setting. */
export const leadAlertHoursKey = "lead_alert_hours";

export const defaultLeadAlertHours = 4;

export const maxLeadAlertHours = 80;

const message = `Informe um número inteiro de horas úteis entre 1 e ${maxLeadAlertHours}`;

export const leadAlertHoursSchema = z.number({ error: message }).int(message).min(1, message).max(maxLeadAlertHours, message);

/** The stored number of hours, or the default when it is missing or unreadable. */
export function readLeadAlertHours(value: unknown) {
  const parsed = leadAlertHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultLeadAlertHours;
}
