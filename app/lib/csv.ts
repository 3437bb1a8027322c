function cell(value: string) {
  // Formulas typed by visitors must not run in the spreadsheet; a plain signed number is no formula.
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-[\d.,]+%?$/.test(value);
  const safe = formula ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * Rows as CSV for a pt-BR spreadsheet: UTF-8 with a byte-order mark, semicolons between
 * fields (the comma is the decimal separator there) and CRLF line ends. An empty row is a
 * blank line between sections.
 */
export function spreadsheetCsv(rows: string[][]) {
  return `\uFEFF${rows.map((row) => row.map(cell).join(";")).join("\r\n")}\r\n`;
}
