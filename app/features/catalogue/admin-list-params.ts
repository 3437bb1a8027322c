import type { PageType } from "~/db/schema";
import { defaultPeriod, readPeriod, type Period } from "~/lib/periods";

export const pageSizeOptions = [5, 10, 20, 50] as const;
const types = ["all", "produto", "servico", "importado"] as const;

export type AdminListParams = { type: PageType | "all"; size: number; page: number; period: Period };

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
