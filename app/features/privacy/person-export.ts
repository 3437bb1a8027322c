import { spreadsheetCsv } from "~/lib/csv";

export type ExportFormat = "json" | "csv";

type StoredValue = string | number | boolean | null | StoredValue[] | { [key: string]: StoredValue };

/** A stored row under its database column names, dates as ISO text. */
export type StoredRow = Record<string, StoredValue>;

/** What the site stores about one e-mail: each table's rows, under the table's name. */
export type PersonExport = { exportedAt: string; email: string; tables: Record<string, StoredRow[]> };

/** One JSON document: when, which e-mail, and a section per table (empty ones included). */
export function personExportJson(data: PersonExport) {
  return JSON.stringify({ exportado_em: data.exportedAt, email: data.email, tabelas: data.tables }, null, 2);
}

const cellText = (value: StoredValue) => (value === null ? "" : typeof value === "object" ? JSON.stringify(value) : String(value));

/**
 * One spreadsheet, one line per stored value: the table, the row's number in it, the column and
 * the value (lists and objects as JSON). A table with no rows has one line saying so.
 */
export function personExportCsv(data: PersonExport) {
  const lines = Object.entries(data.tables).flatMap(([table, rows]) =>
    rows.length === 0
      ? [[table, "", "", "nenhum registro"]]
      : rows.flatMap((row, index) => Object.entries(row).map(([column, value]) => [table, String(index + 1), column, cellText(value)])),
  );
  return spreadsheetCsv([
    ["Tabela", "Registro", "Campo", "Valor"],
    ["exportacao", "", "exportado_em", data.exportedAt],
    ["exportacao", "", "email", data.email],
    ...lines,
  ]);
}
