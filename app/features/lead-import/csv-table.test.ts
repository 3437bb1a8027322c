import { describe, expect, it } from "vitest";
import { decodeCsvBytes, readCsvText } from "./csv-table.server";
import { checkColumns, importBounds, importMessages, recogniseColumns } from "./import-rules";

const read = (text: string) => {
  const reading = readCsvText(text);
  if (!reading.ok) throw new Error(reading.message);
  return reading.table;
};

describe("reading a CSV file of leads", () => {
  it("reads comma-separated rows with quoted fields, doubled quotes and line breaks inside quotes", () => {
    const table = read(
      'nome,e-mail,nota\nJoana Lima,joana@exemplo.com.br,"Quer ímãs, grades e ""filtros"""\nRui,rui@exemplo.com.br,"linha 1\nlinha 2"\n',
    );
    expect(table.header).toEqual(["nome", "e-mail", "nota"]);
    expect(table.rows).toEqual([
      { line: 2, cells: ["Joana Lima", "joana@exemplo.com.br", 'Quer ímãs, grades e "filtros"'] },
      { line: 4, cells: ["Rui", "rui@exemplo.com.br", "linha 1\nlinha 2"] },
    ]);
  });

  it("reads Excel's pt-BR file: UTF-8 with a byte-order mark, semicolons, commas inside fields, empty lines and rows", () => {
    const bytes = new TextEncoder().encode(
      "\uFEFFNome;Empresa;Telefone\r\nJoão Silva;Silva, Filhos & Cia;(19) 99999-0000\r\n;;\r\n\r\nAna;;11 3333-4444\r\n",
    );
    const table = read(decodeCsvBytes(bytes));
    expect(table.header).toEqual(["Nome", "Empresa", "Telefone"]);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ["João Silva", "Silva, Filhos & Cia", "(19) 99999-0000"],
      ["Ana", "", "11 3333-4444"],
    ]);
  });

  it("reads Excel's plain CSV in Windows-1252 when the bytes are not UTF-8", () => {
    const bytes = Uint8Array.from([
      ...Buffer.from("Nome;Nota\r\nJo", "latin1"),
      0xe3,
      0x6f,
      ...Buffer.from(";Im", "latin1"),
      0xe3,
      0x73,
      0x0d,
      0x0a,
    ]);
    expect(read(decodeCsvBytes(bytes)).rows[0]!.cells).toEqual(["João", "Imãs"]);
  });

  it("keeps rows with fewer or more cells than the header, cut to the header's columns", () => {
    expect(read("nome,email\nAna\nRui,rui@exemplo.com.br,extra\n").rows.map((row) => row.cells)).toEqual([
      ["Ana"],
      ["Rui", "rui@exemplo.com.br"],
    ]);
  });

  it("refuses in pt-BR a broken quote, a file without data rows, binary content and too many rows", () => {
    expect(readCsvText('nome,nota\nAna,"aberta\n')).toEqual({
      ok: false,
      message: expect.stringMatching(/^Não foi possível ler o arquivo.*aspas/),
    });
    expect(readCsvText("nome,email\n")).toEqual({ ok: false, message: importMessages.noRows });
    expect(readCsvText("nome\u0000,email\nx,y")).toEqual({ ok: false, message: importMessages.notText });
    const many = `nome,telefone\n${"Ana,11 3333-4444\n".repeat(importBounds.rows + 1)}`;
    expect(readCsvText(many)).toEqual({ ok: false, message: importMessages.tooManyRows });
  });

  it("recognises the columns by their headers, in Portuguese or English, and asks for a name and a contact", () => {
    expect(recogniseColumns(["Nome completo", "E-mail", "Celular", "Razão social", "Origem", "Observações", "CPF"])).toEqual([
      "name",
      "email",
      "phone",
      "company",
      "source",
      "note",
      "",
    ]);
    expect(recogniseColumns(["Telefone", "WhatsApp"])).toEqual(["phone", ""]);
    expect(checkColumns(["name", "email"])).toBeNull();
    expect(checkColumns(["company", "email"])).toBe(importMessages.noNameColumn);
    expect(checkColumns(["name", "company"])).toBe(importMessages.noContactColumn);
    expect(checkColumns(["name", "email", "email"])).toBe(importMessages.repeatedField("E-mail"));
  });
});
