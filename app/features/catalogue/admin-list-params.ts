import type { PageType } from "~/db/schema";
import { periodOptions, type Period } from "~/lib/periods";

export const pageSizeOptions = [5, 10, 20, 50] as const;
const types = ["all", "produto", "servico", "importado"] as const;
const defaultPeriod: Period = 7;

export const periodLabels: Record<Period, string> = { 7: "Últimos 7 dias", 14: "Últimos 14 dias", 30: "Últimos 30 dias", 60: "Últimos 60 dias", 0: "Todo o período" };

export type AdminListParams = { type: PageType | "all"; size: number; page: number; period: Period };

/** A period from the address or the select; anything else is the default, 7 days. */
export function readPeriod(value: string | null): Period {
  return periodOptions.find((option) => String(option) === value) ?? defaultPeriod;
}

/** Reads the list's filter, page size, page and period from the address, falling back to the defaults. */
export function readAdminListParams(search: URLSearchParams): AdminListParams {
  const type = types.find((value) => value === search.get("tipo")) ?? "all";
  const sizeParam = Number(search.get("tamanho"));
  const size = pageSizeOptions.find((value) => value === sizeParam) ?? 10;
  const page = Math.max(1, Math.floor(Number(search.get("pagina")) || 1));
  return { type, size, page, period: readPeriod(search.get("periodo")) };
}

/** The list's address; changing the filter or the size starts again at page 1 (the default). */
export function adminListHref({ type, size, page, period }: AdminListParams) {
  const search = new URLSearchParams();
  if (type !== "all") search.set("tipo", type);
  if (size !== 10) search.set("tamanho", String(size));
  if (page > 1) search.set("pagina", String(page));
  if (period !== defaultPeriod) search.set("periodo", String(period));
  const query = search.toString();
  return `/admin/pages${query ? `?${query}` : ""}`;
}
