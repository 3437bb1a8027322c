import { describe, expect, it } from "vitest";
import { contactRequestsCsv } from "./csv";

describe("contactRequestsCsv", () => {
  const csv = contactRequestsCsv([
    {
      createdAt: new Date("2026-11-20T13:05:00Z"),
      type: "quote_request",
      name: 'José "Zé" Araújo',
      email: "jose@exemplo.com.br",
      phone: null,
      company: "Moinho; Grãos",
      message: "Linha 1\nLinha 2",
      sourcePage: "/produtos/grade",
      readAt: null,
    },
    {
      createdAt: "2026-11-21T10:00:00Z",
      type: "support",
      name: '=HYPERLINK("x")',
      email: "a@b.co",
      phone: "19",
      company: null,
      message: "ok",
      sourcePage: null,
      readAt: new Date(),
    },
  ]);

  it("starts with a UTF-8 byte-order mark and a pt-BR header separated by semicolons", () => {
    expect(csv.startsWith('\uFEFF"Data";"Tipo";"Nome"')).toBe(true);
  });

  it("quotes every field, doubles quotes and keeps accents, semicolons and line breaks inside a field", () => {
    const lines = csv.slice(1).split("\r\n");
    expect(lines[1]).toBe(
      '"20/11/2026 10:05";"Orçamento";"José ""Zé"" Araújo";"jose@exemplo.com.br";"";"Moinho; Grãos";"Linha 1\nLinha 2";"/produtos/grade";"Não"',
    );
    expect(lines).toHaveLength(4);
  });

  it("keeps formulas from running and labels the types", () => {
    expect(csv).toContain('"\'=HYPERLINK(""x"")"');
    expect(csv).toContain('"Suporte"');
  });
});
