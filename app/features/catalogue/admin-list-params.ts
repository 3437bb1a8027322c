import type { PageType } from "~/db/schema";
import { listPagingHref, readListPaging, type ListSizes } from "~/lib/list-paging";
import { defaultPeriod, readPeriod, type Period } from "~/lib/periods";

/** The sizes of the pages list: 5, 10, 20 and 50, 10 by default. */
export const pageListSizes: ListSizes = { options: [5, 10, 20, 50], initial: 10, pageParam: "pagina", sizeParam: "tamanho" };
const types = ["all", "produto", "servico", "importado"] as const;

export type AdminListParams = { type: PageType | "all"; size: number; page: number; period: Period };

/** Reads the list's filter, page size, page and period from the address, falling back to the defaults. */
export function readAdminListParams(search: URLSearchParams): AdminListParams {
  const type = types.find((value) => value === search.get("tipo")) ?? "all";
  return { type, ...readListPaging(search, pageListSizes), period: readPeriod(search.get("periodo")) };
}

/** The list's address; changing the filter or the size starts again at page 1 (the default). */
export function adminListHref({ type, size, page, period }: AdminListParams) {
  const search = new URLSearchParams();
  if (type !== "all") search.set("tipo", type);
  if (period !== defaultPeriod) search.set("periodo", String(period));
  return listPagingHref("/admin/pages", search, { page, size }, pageListSizes);
}
