import { TZDate } from "@date-fns/tz";
import { format, formatDistance } from "date-fns";
import { ptBR } from "date-fns/locale";

/** Dates as the business reads them: São Paulo time, pt-BR (D21). */
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

/** A booked meeting in words: "segunda-feira, 23 de novembro de 2026, às 10:00". */
export function formatLongDateTime(date: Date | string) {
  return format(inBusinessZone(date), "EEEE, d 'de' MMMM 'de' yyyy, 'às' HH:mm", { locale: ptBR });
}
