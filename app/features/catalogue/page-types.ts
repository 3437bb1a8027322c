import type { PageType } from "~/db/schema";

/** Labels and canonical public addresses of each catalogue type. */
export const pageTypeInfo = {
  produto: {
    badge: "Produto",
    listPath: "/produtos",
    listTitle: "Produtos",
    listIntro: "Equipamentos de separação magnética, filtros e ímãs para proteger a sua produção.",
    empty: "Nenhum produto encontrado.",
    singular: "produto",
  },
  servico: {
    badge: "Serviço",
    listPath: "/servicos",
    listTitle: "Serviços",
    listIntro: "Rebobinamento, manutenção de motofreios, balanceamento de rotores e recuperação de equipamentos magnéticos.",
    empty: "Nenhum serviço encontrado.",
    singular: "serviço",
  },
  importado: {
    badge: "Importado",
    listPath: "/importados",
    listTitle: "Produtos Importados",
    listIntro: "Instrumentos, ímãs e equipamentos importados com suporte técnico e estoque no Brasil.",
    empty: "Nenhum produto importado encontrado.",
    singular: "produto importado",
  },
} as const satisfies Record<PageType, unknown>;

export function canonicalPath(pageType: PageType, slug: string) {
  return `${pageTypeInfo[pageType].listPath}/${slug}`;
}

/** The catalogue type an address belongs to, from its first segment. */
export function pageTypeFromPath(pathname: string): PageType | undefined {
  const base = `/${pathname.split("/")[1] ?? ""}`;
  return (Object.keys(pageTypeInfo) as PageType[]).find((type) => pageTypeInfo[type].listPath === base);
}
