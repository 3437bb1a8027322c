import { staffListSizes, type ListSizes } from "~/lib/list-paging";

/** The leads tab shares its address with the conversations tab, so its page has its own parameters. */
export const leadsListSizes: ListSizes = { ...staffListSizes, pageParam: "pagina_leads", sizeParam: "tamanho_leads" };
