import { spreadsheetCsv } from "~/lib/csv";
import { formatDateTime } from "~/lib/dates";
import { formatPriceInput } from "~/lib/money";
import { leadStatusLabel } from "./lead-status";

type Row = {
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  status: string;
  lostReason: string | null;
  lostDetail: string | null;
  valueCents: number | null;
  ownerName: string | null;
  nextTaskAt: Date | string | null;
  firstSource: string | null;
  firstUtmCampaign: string | null;
  lastSource: string | null;
  lastUtmCampaign: string | null;
  lastTouchAt: Date | string;
  createdAt: Date | string;
};

/** The filtered leads as CSV for a pt-BR spreadsheet; what visitors typed cannot run as a formula. */
export function leadsCsv(rows: Row[]) {
  const header = [
    "Nome",
    "E-mail",
    "Telefone",
    "Empresa",
    "Status",
    "Motivo da perda",
    "Detalhe da perda",
    "Valor (R$)",
    "Responsável",
    "Próxima tarefa",
    "Origem (primeiro contato)",
    "Campanha (primeiro contato)",
    "Origem (último contato)",
    "Campanha (último contato)",
    "Último contato",
    "Criado em",
  ];
  const lines = rows.map((row) => [
    row.name,
    row.email ?? "",
    row.phone ?? "",
    row.company ?? "",
    leadStatusLabel(row.status),
    row.lostReason ?? "",
    row.lostDetail ?? "",
    row.valueCents === null ? "" : formatPriceInput(row.valueCents),
    row.ownerName ?? "",
    row.nextTaskAt ? formatDateTime(row.nextTaskAt) : "",
    row.firstSource ?? "",
    row.firstUtmCampaign ?? "",
    row.lastSource ?? "",
    row.lastUtmCampaign ?? "",
    formatDateTime(row.lastTouchAt),
    formatDateTime(row.createdAt),
  ]);
  return spreadsheetCsv([header, ...lines]);
}
