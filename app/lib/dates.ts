import { TZDate } from "@date-fns/tz";
import { format } from "date-fns/format";
import { formatDistance } from "date-fns/formatDistance";
import { ptBR } from "date-fns/locale/pt-BR";

/** Dates as the business reads them: São Paulo time, pt-BR. */
export const businessTimeZone = "America/Sao_Paulo";

function inBusinessZone(date: Date | string) {
  return new TZDate(new Date(date).getTime(), businessTimeZone);
}

export function formatDate(date: Date | string) {
  return format(inBusinessZone(date), "dd/MM/yyyy", { locale: ptBR });
}

export function formatDateTime(date: Date | string) {
  return format(inBusinessZone(date), "dd/MM/yyyy HH:mm", { locale: ptBR });
}

/**
 * Relative time in pt-BR ("há 3 dias"), as date-fns formatDistanceToNow. Server-rendered
 * screens pass the `now` of their loader so the browser hydrates the same text.
 */
export function formatRelative(date: Date | string, now: Date | string | number = Date.now()) {
  return formatDistance(new Date(date), new Date(now), { addSuffix: true, locale: ptBR });
}

/** A meeting slot as offered in the chat: "segunda-feira, 23/11/2026 às 10:00". */
export function formatSlot(date: Date | string) {
  return format(inBusinessZone(date), "EEEE, dd/MM/yyyy 'às' HH:mm", { locale: ptBR });
}

/** A day as the chat names it: "sexta-feira, 27/11/2026". */
export function formatDay(date: Date | string) {
  return format(inBusinessZone(date), "EEEE, dd/MM/yyyy", { locale: ptBR });
}

/** A booked meeting in words: "segunda-feira, 23 de novembro de 2026, às 10:00". */
export function formatLongDateTime(date: Date | string) {
  return format(inBusinessZone(date), "EEEE, d 'de' MMMM 'de' yyyy, 'às' HH:mm", { locale: ptBR });
}

const dateTimeInputFormat = "yyyy-MM-dd'T'HH:mm";

/** A `datetime-local` field's value ("2026-11-25T18:30") read as São Paulo time; undefined when it is no such time. */
export function parseBusinessDateTime(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const time = new TZDate(year, month - 1, day, hour, minute, businessTimeZone);
  // 31/02 rolls over to March: such a value is no time at all.
  return format(time, dateTimeInputFormat) === value ? new Date(time.getTime()) : undefined;
}

/** A time as a `datetime-local` field shows it, in São Paulo time. */
export function businessDateTimeInput(date: Date | string) {
  return format(inBusinessZone(date), dateTimeInputFormat);
}
