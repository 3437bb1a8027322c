import { TZDate } from "@date-fns/tz";
import { format, formatDistanceToNow } from "date-fns";
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

/** "há 3 dias", "em 2 horas": relative to now, in pt-BR. */
export function formatRelative(date: Date | string) {
  return formatDistanceToNow(new Date(date), { addSuffix: true, locale: ptBR });
}
