/**
 * The implementations tab reads this list (docs/product/reports.md): what changed for visitors and staff, newest
 * first, kept as data in the repository and updated with each delivery. Written for the people
 * who run the business: no file names, commands or technical terms (docs/product/reports.md).
 */
export const changeStatuses = { concluido: "Concluído", em_andamento: "Em andamento", pendente: "Pendente" } as const;
export const changeImpacts = { critico: "Crítico", alto: "Alto", medio: "Médio", baixo: "Baixo" } as const;

export type Change = {
  title: string;
  description: string;
  category: string;
  status: keyof typeof changeStatuses;
  impact: keyof typeof changeImpacts;
  date: string;
};

export const changelog: Change[] = [
  {
    title: "De onde veio cada lead",
    description:
      "Cada lead guarda de onde veio o primeiro e o último contato: a origem da visita, a campanha e a página de entrada. " +
      "Vale para o formulário de contato, o pedido de orçamento, o contato das páginas do catálogo e o Atendente Virtual. " +
      "Nos relatórios, a análise de acessos mostra quantos leads cada origem e cada campanha trouxe no período, e a taxa de conversão (leads por visita).",
    category: "Relatórios",
    status: "concluido",
    impact: "alto",
    date: "2026-11-25",
  },
  {
    title: "Equipe, funções e registro de atividade",
    description:
      "Cada pessoa da equipe tem uma função: Administrador, Editor ou Comercial, e vê no painel só o que é dela. " +
      "Um administrador convida pessoas por e-mail, muda funções e desativa contas pela tela Equipe, sem precisar de um técnico. " +
      "A tela Atividade mostra quem mudou o quê e quando, e também os acessos ao painel. Os arquivos enviados podem ficar no servidor ou num serviço de armazenamento na nuvem.",
    category: "Painel",
    status: "concluido",
    impact: "alto",
    date: "2026-11-25",
  },
  {
    title: "Relatórios mais claros e campanhas",
    description:
      "Os relatórios abrem na análise de acessos, em português: origens como Direto, E-mail, Instagram e WhatsApp, aparelhos como Computador e Celular, " +
      "tempo de visita em segundos e minutos e o gráfico diário com datas e números. Uma tabela mostra quantas visitas cada campanha trouxe. " +
      "Na lista de conversas do Atendente Virtual, cada conversa mostra o nome do cliente, quando conhecido, e a primeira mensagem dele.",
    category: "Relatórios",
    status: "concluido",
    impact: "medio",
    date: "2026-11-25",
  },
  {
    title: "Prévia de rascunhos",
    description: "A equipe vê uma página ainda não publicada exatamente como ficará no site, antes que os visitantes a vejam.",
    category: "Painel",
    status: "concluido",
    impact: "baixo",
    date: "2026-11-25",
  },
  {
    title: "Dados guardados com segurança",
    description:
      "Textos maliciosos enviados pelos formulários são recusados ou mostrados como texto comum. Todo pedido que o visitante vê como enviado fica guardado, " +
      "mesmo se o servidor cair logo depois, e o banco de dados e os arquivos têm cópias de segurança que podem ser restauradas.",
    category: "Segurança",
    status: "concluido",
    impact: "alto",
    date: "2026-11-22",
  },
  {
    title: "Proteção do site e do painel",
    description:
      "O site se defende dos ataques mais comuns, usa sempre conexão segura e confere cada arquivo enviado. Cada pessoa da equipe pode ativar a " +
      "verificação em duas etapas com um aplicativo no celular. As páginas foram medidas para abrir rápido também em celulares.",
    category: "Segurança",
    status: "concluido",
    impact: "critico",
    date: "2026-11-22",
  },
  {
    title: "Site estável com muitos acessos",
    description:
      "O site pode funcionar em mais de um servidor ao mesmo tempo e ser atualizado sem sair do ar; nenhum pedido ou visita se perde durante uma atualização.",
    category: "Operação",
    status: "concluido",
    impact: "alto",
    date: "2026-11-22",
  },
  {
    title: "Relatórios de acessos",
    description:
      "Visualizações, visitantes, de onde vieram e em que aparelho, contados sem cookies e sem guardar o endereço de quem visita; " +
      "a verificação do conteúdo aponta o que falta em cada página e como corrigir.",
    category: "Relatórios",
    status: "concluido",
    impact: "medio",
    date: "2026-11-22",
  },
  {
    title: "Atendente Virtual",
    description:
      "O chat do site responde sobre produtos e serviços, anota os dados de quem quer orçamento e agenda reuniões nos horários livres; " +
      "a equipe acompanha as conversas, os leads e as reuniões no painel.",
    category: "Vendas",
    status: "concluido",
    impact: "alto",
    date: "2026-11-22",
  },
  {
    title: "Pedidos de contato e orçamento",
    description:
      "Os visitantes pedem orçamento pelo formulário de contato, pela janela de orçamento e nas páginas dos produtos; cada pedido chega à " +
      "Caixa de Entrada, pode ser exportado para planilha e, se configurado, é enviado por e-mail à equipe de vendas.",
    category: "Vendas",
    status: "concluido",
    impact: "alto",
    date: "2026-11-22",
  },
  {
    title: "Painel de conteúdo",
    description:
      "A equipe altera as páginas do catálogo, o blog, as políticas, a página inicial, a página Quem Somos e os dados da empresa; cada alteração aparece no site em seguida.",
    category: "Painel",
    status: "concluido",
    impact: "alto",
    date: "2026-11-21",
  },
  {
    title: "Site público",
    description:
      "Produtos, serviços e importados com fotos e catálogos em PDF, blog, Quem Somos, contato e políticas; a busca encontra o que o visitante digita, " +
      "com ou sem acentos, e as páginas vêm preparadas para aparecer no Google.",
    category: "Site",
    status: "concluido",
    impact: "critico",
    date: "2026-11-21",
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
