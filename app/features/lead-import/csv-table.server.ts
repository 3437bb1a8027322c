import { CsvError, parse } from "csv-parse/sync";
import { importBounds, importMessages } from "./import-rules";

/** A CSV file's header and rows, each row with the line it starts on (for the messages). */
export type CsvTable = { header: string[]; rows: Array<{ line: number; cells: string[] }> };

export type CsvReading = { ok: true; table: CsvTable } | { ok: false; message: string };

/**
 * A file's bytes as text: UTF-8 (with or without the byte-order mark Excel writes), else
 * Windows-1252, which Excel's plain 'CSV' uses on a Brazilian Windows.
 */
export function decodeCsvBytes(bytes: Uint8Array) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator of the header line: Excel in pt-BR writes ';' (the comma is the decimal mark), others ','. */
function separatorOf(text: string) {
  const header = text.slice(0, text.search(/\r?\n|$/));
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const character of header) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && character === ",") commas += 1;
    else if (!quoted && character === ";") semicolons += 1;
  }
  return semicolons > commas ? ";" : ",";
}

const csvErrors: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "há aspas abertas que não se fecham",
  CSV_INVALID_CLOSING_QUOTE: "há texto logo depois de aspas que fecham um campo",
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "há texto logo depois de aspas que fecham um campo",
  CSV_MAX_RECORD_SIZE: "um campo passa do tamanho máximo",
};

/**
 * Reads a CSV file's text (comma or semicolon separated, fields in double quotes with "" for a
 * quote and line breaks inside them) into its header and rows: blank lines are skipped, cells
 * trimmed, and a row may have fewer or more cells than the header. Refused in pt-BR when it is
 * not CSV, has no data row, or passes the bounds.
 */
export function readCsvText(text: string): CsvReading {
  const body = text.replace(/^\uFEFF/, "");
  if (body.includes("\u0000")) return { ok: false, message: importMessages.notText };
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes with the line it was read to; the library's types do not say so.
    records = parse(body, {
      delimiter: separatorOf(body),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      max_record_size: importBounds.cellCharacters * importBounds.columns,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      const why = csvErrors[error.code] ?? "o formato não é de CSV";
      return { ok: false, message: `Não foi possível ler o arquivo${line ? ` na linha ${line}` : ""}: ${why}.` };
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) return { ok: false, message: importMessages.noRows };
  if (header.record.length > importBounds.columns) return { ok: false, message: importMessages.tooManyColumns };
  if (rows.length > importBounds.rows) return { ok: false, message: importMessages.tooManyRows };
  return {
    ok: true,
    table: {
      header: header.record,
      rows: rows.map(({ record, info }) => ({ line: info.lines, cells: record.slice(0, header.record.length) })),
    },
  };
}
