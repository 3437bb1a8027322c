/**
 * The implementations tab reads this list (D18): what was built, kept as data in the
 * repository and updated with each delivery.
 */
export const changeStatuses = { concluido: "Concluído", em_andamento: "Em andamento", pendente: "Pendente" } as const;
export const changeImpacts = { critico: "Crítico", alto: "Alto", medio: "Médio", baixo: "Baixo" } as const;

export type Change = {
  title: string;
  description: string;
  category: string;
  status: keyof typeof changeStatuses;
  impact: keyof typeof changeImpacts;
  files: string[];
  date: string;
};

export const changelog: Change[] = [
  {
    title: "Base da aplicação",
    description: "Servidor, banco de dados embutido ou PostgreSQL, migrações, conteúdo de exemplo, acesso da equipe e envio de arquivos.",
    category: "Infraestrutura",
    status: "concluido",
    impact: "critico",
    files: ["server/app.ts", "app/db/schema.ts", "app/features/auth/", "app/features/uploads/"],
    date: "2026-11-21",
  },
  {
    title: "Site público",
    description:
      "Páginas de produtos, serviços e importados, blog, Quem Somos, contato, políticas, busca, cookies, SEO e cache de páginas.",
    category: "Site",
    status: "concluido",
    impact: "critico",
    files: ["app/routes/site/", "app/features/catalogue/", "app/features/page-cache/"],
    date: "2026-11-21",
  },
  {
    title: "Painel de conteúdo",
    description: "Dashboard, páginas, blog, políticas, página inicial, Quem Somos e configurações do site.",
    category: "Painel",
    status: "concluido",
    impact: "alto",
    files: ["app/routes/admin/", "app/features/special-pages/", "app/features/settings/"],
    date: "2026-11-21",
  },
  {
    title: "Captação de contatos",
    description: "Formulário de contato, orçamento e contato nas páginas do catálogo, com caixa de entrada, exportação e aviso por e-mail.",
    category: "Vendas",
    status: "concluido",
    impact: "alto",
    files: ["app/features/contact/", "app/routes/admin/messages.tsx"],
    date: "2026-11-22",
  },
  {
    title: "Atendente Virtual",
    description: "Chat que responde pelo catálogo, registra leads e agenda reuniões; leads, reuniões e conversas no painel.",
    category: "Vendas",
    status: "concluido",
    impact: "alto",
    files: ["app/features/chat/", "app/features/leads/"],
    date: "2026-11-22",
  },
  {
    title: "Relatórios e acessos",
    description:
      "Visitas, origem, dispositivos e tempo de permanência sem cookies; relatórios e verificação do conteúdo; totais diários que mantêm os relatórios rápidos com milhões de visitas.",
    category: "Relatórios",
    status: "concluido",
    impact: "medio",
    files: ["app/features/analytics/", "app/features/reports/"],
    date: "2026-11-22",
  },
  {
    title: "Várias instâncias e operação",
    description:
      "Sessões, limites, arquivos e cache compartilhados entre instâncias no PostgreSQL; verificação de saúde, registros por requisição e desligamento sem perder requisições nem visitas.",
    category: "Infraestrutura",
    status: "concluido",
    impact: "alto",
    files: ["app/features/page-cache/", "app/features/operations/", "server/"],
    date: "2026-11-22",
  },
  {
    title: "Segurança e medições de carga",
    description:
      "Política de segurança de conteúdo com nonce, HSTS, proteção contra requisições de outros sites, arquivos enviados servidos com tipo seguro, verificação em duas etapas para a equipe; npm run bench com nginx, Lighthouse e memória.",
    category: "Segurança",
    status: "concluido",
    impact: "critico",
    files: ["app/features/security/", "app/features/auth/", "scripts/bench.ts"],
    date: "2026-11-22",
  },
  {
    title: "Robustez: entradas hostis, durabilidade e backup",
    description:
      "Nenhuma entrada maliciosa gera erro 500 nem grava dados quando recusada; textos com scripts são exibidos como texto; pedidos confirmados sobrevivem à queda do servidor; npm run backup e npm run restore guardam e devolvem banco e arquivos.",
    category: "Segurança",
    status: "concluido",
    impact: "alto",
    files: ["app/lib/validation.ts", "server/error-handler.ts", "app/features/backup/", "scripts/backup.ts", "scripts/restore.ts"],
    date: "2026-11-22",
  },
];

/** The tab's counters: total, completed, in progress and pending. */
export function changelogCounts(changes: Change[]) {
  return {
    total: changes.length,
    concluido: changes.filter((change) => change.status === "concluido").length,
    em_andamento: changes.filter((change) => change.status === "em_andamento").length,
    pendente: changes.filter((change) => change.status === "pendente").length,
  };
}
