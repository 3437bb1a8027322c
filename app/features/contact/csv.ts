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

function cell(value: string) {
  // Formulas typed by visitors must not run in the spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The inbox as CSV for a pt-BR spreadsheet: UTF-8 with a byte-order mark, semicolons
 * between fields (the comma is the decimal separator there) and CRLF line ends.
 */
export function contactRequestsCsv(rows: Row[]) {
  const header = ["Data", "Tipo", "Nome", "E-mail", "Telefone", "Empresa", "Mensagem", "Página de origem", "Lida"];
  const lines = rows.map((row) =>
    [
      formatDateTime(row.createdAt),
      requestTypeLabel(row.type),
      row.name,
      row.email,
      row.phone ?? "",
      row.company ?? "",
      row.message,
      row.sourcePage ?? "",
      row.readAt ? "Sim" : "Não",
    ]
      .map(cell)
      .join(";"),
  );
  return `\uFEFF${[header.map(cell).join(";"), ...lines].join("\r\n")}\r\n`;
}
