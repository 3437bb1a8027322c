import { formatDateTime } from "~/lib/dates";
import { spreadsheetCsv } from "~/lib/csv";
import { fieldLabel, readableValue, sectionLabel } from "./person-export-labels";

/** The person's files, read as the panel reads (JSON, CSV), and the JSON other systems read. */
export type ExportFormat = "json" | "csv" | "technical";

type StoredValue = string | number | boolean | null | StoredValue[] | { [key: string]: StoredValue };

/** A stored row under its database column names, dates as ISO text. */
export type StoredRow = Record<string, StoredValue>;

/** What the site stores about one e-mail: each table's rows, under the table's name. */
export type PersonExport = { exportedAt: string; email: string; tables: Record<string, StoredRow[]> };

/** For systems: a section per table under its database name, columns as stored, dates in ISO 8601. */
export function personExportTechnicalJson(data: PersonExport) {
  return JSON.stringify({ exportado_em: data.exportedAt, email: data.email, tabelas: data.tables }, null, 2);
}

const readableRow = (table: string, row: StoredRow) =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [fieldLabel(table, column), readableValue(table, column, value)]));

/** For the person: each section and field in pt-BR, times in São Paulo, statuses in the panel's words. */
export function personExportJson(data: PersonExport) {
  const sections = Object.fromEntries(
    Object.entries(data.tables).map(([table, rows]) => [sectionLabel(table), rows.map((row) => readableRow(table, row))]),
  );
  return JSON.stringify({ "Exportado em": formatDateTime(data.exportedAt), "E-mail": data.email, Dados: sections }, null, 2);
}

const cellText = (value: StoredValue) => (value === null ? "" : typeof value === "object" ? JSON.stringify(value) : String(value));

/**
 * One spreadsheet, one line per stored value, read as the JSON: the section, the row's number in
 * it, the field and the value (lists and objects as JSON). A section with no rows has one line
 * saying so.
 */
export function personExportCsv(data: PersonExport) {
  const lines = Object.entries(data.tables).flatMap(([table, rows]) =>
    rows.length === 0
      ? [[sectionLabel(table), "", "", "nenhum registro"]]
      : rows.flatMap((row, index) =>
          Object.entries(row).map(([column, value]) => [
            sectionLabel(table),
            String(index + 1),
            fieldLabel(table, column),
            cellText(readableValue(table, column, value)),
          ]),
        ),
  );
  return spreadsheetCsv([
    ["Seção", "Registro", "Campo", "Valor"],
    ["Exportação", "", "Exportado em", formatDateTime(data.exportedAt)],
    ["Exportação", "", "E-mail", data.email],
    ...lines,
  ]);
}
