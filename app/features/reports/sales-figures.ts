import { formatDate } from "~/lib/dates";
import { formatPriceInput } from "~/lib/money";
import { spreadsheetCsv } from "~/lib/csv";
import { formatInteger, formatPercent } from "~/lib/numbers";
import { businessMonth, salesPeriodMonths, type SalesPeriod } from "./sales-period";

/** Whose and from where a fact is: the lead's owner and the origin of its first touch. */
export type SalesLead = {
  ownerId: string | null;
  ownerName: string | null;
  source: string | null;
  campaign: string | null;
};

/**
 * What happened in the period, read from the database: proposals first sent, proposals the
 * customer answered, and leads that ended won or lost (the last time they reached that status).
 */
export type SalesFacts = {
  sent: Array<{ at: Date; lead: SalesLead }>;
  answered: Array<{ at: Date; approved: boolean; lead: SalesLead }>;
  closed: Array<{ at: Date; won: boolean; valueCents: number; lostReason: string | null; firstTouchAt: Date; lead: SalesLead }>;
};

export type SalesFigures = {
  proposalsSent: number;
  proposalsApproved: number;
  proposalsRefused: number;
  won: number;
  wonCents: number;
  lost: number;
  /** Won ÷ (won + lost); null when nothing closed. */
  winRate: number | null;
  /** Days from the first touch to 'Ganho', on average; null when nothing was won. */
  averageDaysToWin: number | null;
  lostReasons: Array<{ reason: string; count: number }>;
};

export type SalesRow = SalesFigures & { key: string; label: string };

export type SalesReport = {
  period: SalesPeriod;
  total: SalesFigures;
  byMonth: SalesRow[];
  byOwner: SalesRow[];
  bySource: SalesRow[];
  byCampaign: SalesRow[];
};

const day = 24 * 60 * 60 * 1000;
const noOwner = "Sem responsável";
const unknownSource = "Desconhecida";
const noCampaign = "Sem campanha";

function figuresOf(facts: SalesFacts): SalesFigures {
  const won = facts.closed.filter((close) => close.won);
  const lost = facts.closed.filter((close) => !close.won);
  const reasons = new Map<string, number>();
  for (const close of lost) {
    const reason = close.lostReason ?? "Outro";
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return {
    proposalsSent: facts.sent.length,
    proposalsApproved: facts.answered.filter((answer) => answer.approved).length,
    proposalsRefused: facts.answered.filter((answer) => !answer.approved).length,
    won: won.length,
    wonCents: won.reduce((sum, close) => sum + close.valueCents, 0),
    lost: lost.length,
    winRate: facts.closed.length > 0 ? won.length / facts.closed.length : null,
    averageDaysToWin:
      won.length > 0 ? won.reduce((sum, close) => sum + (close.at.getTime() - close.firstTouchAt.getTime()) / day, 0) / won.length : null,
    lostReasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason, "pt-BR")),
  };
}

/** The facts split by a key each fact has (its month, its lead's owner…), with each group's label. */
function grouped(facts: SalesFacts, keyOf: (fact: { at: Date; lead: SalesLead }) => { key: string; label: string }) {
  const groups = new Map<string, { label: string; facts: SalesFacts }>();
  const groupOf = (fact: { at: Date; lead: SalesLead }) => {
    const { key, label } = keyOf(fact);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { label, facts: { sent: [], answered: [], closed: [] } }));
    return group.facts;
  };
  for (const fact of facts.sent) groupOf(fact).sent.push(fact);
  for (const fact of facts.answered) groupOf(fact).answered.push(fact);
  for (const fact of facts.closed) groupOf(fact).closed.push(fact);
  return [...groups].map(([key, group]): SalesRow => ({ key, label: group.label, ...figuresOf(group.facts) }));
}

/** Most value won first, then most proposals sent, then by name. */
const byWeight = (a: SalesRow, b: SalesRow) =>
  b.wonCents - a.wonCents || b.proposalsSent - a.proposalsSent || a.label.localeCompare(b.label, "pt-BR");

const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/**
 * The sales report of a period: its totals, each month of it (months without a fact included),
 * and each owner, source and campaign of the leads' first touch.
 */
export function salesReport(period: SalesPeriod, facts: SalesFacts): SalesReport {
  const months = grouped(facts, (fact) => {
    const month = businessMonth(fact.at);
    return { key: month, label: monthLabel(month) };
  });
  return {
    period,
    total: figuresOf(facts),
    byMonth: salesPeriodMonths(period).map(
      (month) =>
        months.find((row) => row.key === month) ?? {
          key: month,
          label: monthLabel(month),
          ...figuresOf({ sent: [], answered: [], closed: [] }),
        },
    ),
    byOwner: grouped(facts, ({ lead }) => ({ key: lead.ownerId ?? "", label: lead.ownerName ?? noOwner })).sort(byWeight),
    bySource: grouped(facts, ({ lead }) => ({ key: lead.source ?? "", label: lead.source ?? unknownSource })).sort(byWeight),
    byCampaign: grouped(facts, ({ lead }) => ({ key: lead.campaign ?? "", label: lead.campaign ?? noCampaign })).sort(byWeight),
  };
}

/** "Preço: 2, Prazo: 1". */
export const lostReasonsText = (reasons: SalesFigures["lostReasons"]) =>
  reasons.map(({ reason, count }) => `${reason}: ${count}`).join(", ");

export const formatDays = (days: number | null) =>
  days === null ? "—" : new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 }).format(days);

export const formatRate = (rate: number | null) => (rate === null ? "—" : formatPercent(rate));

/** The report as a spreadsheet, as the other reports export theirs. */
export function salesCsv(report: SalesReport) {
  const heads = [
    "Propostas enviadas",
    "Propostas aprovadas",
    "Propostas recusadas",
    "Ganhos",
    "Valor ganho (R$)",
    "Perdidos",
    "Taxa de ganho",
    "Dias até o ganho (média)",
    "Motivos de perda",
  ];
  const figures = (row: SalesFigures) => [
    formatInteger(row.proposalsSent),
    formatInteger(row.proposalsApproved),
    formatInteger(row.proposalsRefused),
    formatInteger(row.won),
    formatPriceInput(row.wonCents),
    formatInteger(row.lost),
    row.winRate === null ? "" : formatPercent(row.winRate),
    row.averageDaysToWin === null ? "" : formatDays(row.averageDaysToWin),
    lostReasonsText(row.lostReasons),
  ];
  const section = (title: string, rows: SalesRow[]) => [[], [title, ...heads], ...rows.map((row) => [row.label, ...figures(row)])];
  return spreadsheetCsv([
    [`Relatório de vendas de ${formatDate(`${report.period.from}T12:00:00Z`)} a ${formatDate(`${report.period.to}T12:00:00Z`)}`],
    ["", ...heads],
    ["Total", ...figures(report.total)],
    ...section("Mês", report.byMonth),
    ...section("Responsável", report.byOwner),
    ...section("Origem do primeiro contato", report.bySource),
    ...section("Campanha do primeiro contato", report.byCampaign),
  ]);
}
