import { describe, expect, it } from "vitest";
import { personExportCsv, personExportJson, type PersonExport } from "./person-export";

const exported: PersonExport = {
  exportedAt: "2026-05-04T12:00:00.000Z",
  email: "ana@exemplo.com.br",
  tables: {
    leads: [{ id: "l1", name: "Ana", phone: null, deleted: false }],
    chat_sessions: [{ session_id: "s1", state: { step: "email", email: "ana@exemplo.com.br" } }],
    visits: [],
  },
};

describe("a person's export", () => {
  it("as CSV: one line per stored value, lists and objects as JSON, a line for a table without rows", () => {
    const lines = personExportCsv(exported)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toEqual([
      '"Tabela";"Registro";"Campo";"Valor"',
      '"exportacao";"";"exportado_em";"2026-05-04T12:00:00.000Z"',
      '"exportacao";"";"email";"ana@exemplo.com.br"',
      '"leads";"1";"id";"l1"',
      '"leads";"1";"name";"Ana"',
      '"leads";"1";"phone";""',
      '"leads";"1";"deleted";"false"',
      '"chat_sessions";"1";"session_id";"s1"',
      '"chat_sessions";"1";"state";"{""step"":""email"",""email"":""ana@exemplo.com.br""}"',
      '"visits";"";"";"nenhum registro"',
    ]);
  });

  it("as JSON: one document with a section per table, empty ones included", () => {
    expect(JSON.parse(personExportJson(exported))).toEqual({
      exportado_em: "2026-05-04T12:00:00.000Z",
      email: "ana@exemplo.com.br",
      tabelas: exported.tables,
    });
  });
});
