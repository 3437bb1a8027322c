import { spreadsheetCsv } from "~/lib/csv";
import { formatDateTime } from "~/lib/dates";
import { requestTypeLabel } from "./request-types";

type Row = {
  createdAt: Date | string;
  type: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  sourcePage: string | null;
  readAt: Date | string | null;
};

/** The inbox as CSV for a pt-BR spreadsheet. */
export function contactRequestsCsv(rows: Row[]) {
  const header = ["Data", "Tipo", "Nome", "E-mail", "Telefone", "Empresa", "Mensagem", "Página de origem", "Lida"];
  const lines = rows.map((row) => [
    formatDateTime(row.createdAt),
    requestTypeLabel(row.type),
    row.name,
    row.email,
    row.phone ?? "",
    row.company ?? "",
    row.message,
    row.sourcePage ?? "",
    row.readAt ? "Sim" : "Não",
  ]);
  return spreadsheetCsv([header, ...lines]);
}
