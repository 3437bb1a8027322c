import { describe, expect, it } from "vitest";
import { personExportCsv, personExportJson, personExportTechnicalJson, type PersonExport } from "./person-export";

const exported: PersonExport = {
  exportedAt: "2026-05-04T12:00:00.000Z",
  email: "ana@exemplo.com.br",
  tables: {
    leads: [
      {
        id: "l1",
        name: "Ana",
        phone: null,
        status: "em_atendimento",
        value_cents: 123456,
        deleted: false,
        created_at: "2026-05-01T02:30:00.000Z",
      },
    ],
    chat_sessions: [{ session_id: "s1", state: { step: "email", email: "ana@exemplo.com.br" } }],
    outbox_mails: [{ kind: "reply", status: "sent", to: "ana@exemplo.com.br" }],
    visits: [],
  },
};

describe("a person's export", () => {
  it("as CSV: one line per stored value in pt-BR, times in São Paulo, statuses as the panel says them, a line for a section without rows", () => {
    const lines = personExportCsv(exported)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const lead = "Cadastro como cliente em potencial (lead)";
    expect(lines).toEqual([
      '"Seção";"Registro";"Campo";"Valor"',
      '"Exportação";"";"Exportado em";"04/05/2026 09:00"',
      '"Exportação";"";"E-mail";"ana@exemplo.com.br"',
      `"${lead}";"1";"Identificador";"l1"`,
      `"${lead}";"1";"Nome";"Ana"`,
      `"${lead}";"1";"Telefone";""`,
      `"${lead}";"1";"Status";"Em atendimento"`,
      `"${lead}";"1";"Valor do negócio (centavos)";"123456"`,
      `"${lead}";"1";"Excluído da lista";"Não"`,
      // 02:30 UTC is still the day before in São Paulo.
      `"${lead}";"1";"Criado em";"30/04/2026 23:30"`,
      '"Conversas com o Atendente Virtual";"1";"Conversa (identificador)";"s1"',
      '"Conversas com o Atendente Virtual";"1";"Estado da conversa";"{""step"":""email"",""email"":""ana@exemplo.com.br""}"',
      '"E-mails enviados";"1";"Tipo";"Resposta ao contato"',
      '"E-mails enviados";"1";"Situação";"Enviado"',
      '"E-mails enviados";"1";"Para";"ana@exemplo.com.br"',
      '"Visitas ao site";"";"";"nenhum registro"',
    ]);
  });

  it("as JSON for the person: the same words, a section per table, empty ones included", () => {
    expect(JSON.parse(personExportJson(exported))).toEqual({
      "Exportado em": "04/05/2026 09:00",
      "E-mail": "ana@exemplo.com.br",
      Dados: {
        "Cadastro como cliente em potencial (lead)": [
          {
            Identificador: "l1",
            Nome: "Ana",
            Telefone: null,
            Status: "Em atendimento",
            "Valor do negócio (centavos)": 123456,
            "Excluído da lista": "Não",
            "Criado em": "30/04/2026 23:30",
          },
        ],
        "Conversas com o Atendente Virtual": [
          { "Conversa (identificador)": "s1", "Estado da conversa": { step: "email", email: "ana@exemplo.com.br" } },
        ],
        "E-mails enviados": [{ Tipo: "Resposta ao contato", Situação: "Enviado", Para: "ana@exemplo.com.br" }],
        "Visitas ao site": [],
      },
    });
  });

  it("as technical JSON: one document with a section per table as stored, empty ones included", () => {
    expect(JSON.parse(personExportTechnicalJson(exported))).toEqual({
      exportado_em: "2026-05-04T12:00:00.000Z",
      email: "ana@exemplo.com.br",
      tabelas: exported.tables,
    });
  });
});
