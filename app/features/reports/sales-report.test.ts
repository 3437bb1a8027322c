import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { leadEvents, leads, proposals, users, type LeadStatus, type ProposalStatus } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { salesCsv } from "./sales-figures";
import { readSalesPeriod, salesPeriodMonths } from "./sales-period";
import { loadSalesReport } from "./sales-report.server";

const saoPaulo = (iso: string) => new Date(`${iso}-03:00`);
const period = { from: "2026-10-01", to: "2026-11-30" };

type LeadFacts = {
  name: string;
  owner: string | null;
  source: string | null;
  campaign: string | null;
  createdAt: string;
  status: LeadStatus;
  /** Each status it reached, in order, and when. */
  moves: Array<[LeadStatus, string]>;
  valueCents?: number;
  lostReason?: string;
  deleted?: boolean;
};

async function lead(facts: LeadFacts) {
  const [row] = await db()
    .insert(leads)
    .values({
      name: facts.name,
      email: `${facts.name.toLowerCase()}@cliente.exemplo.com.br`,
      ownerId: facts.owner,
      firstSource: facts.source,
      firstUtmCampaign: facts.campaign,
      createdAt: saoPaulo(facts.createdAt),
      status: facts.status,
      valueCents: facts.valueCents ?? null,
      lostReason: facts.lostReason ?? null,
      deleted: facts.deleted ?? false,
    })
    .returning({ id: leads.id });
  let from: LeadStatus = "novo";
  for (const [to, at] of facts.moves) {
    await db()
      .insert(leadEvents)
      .values({ leadId: row!.id, kind: "status", data: { from, to }, createdAt: saoPaulo(at) });
    from = to;
  }
  return row!.id;
}

async function proposal(leadId: string, number: string, version: number, status: ProposalStatus, sentAt: string, answeredAt?: string) {
  await db()
    .insert(proposals)
    .values({
      leadId,
      number,
      version,
      status,
      validityDays: 15,
      sentAt: saoPaulo(sentAt),
      answeredAt: answeredAt ? saoPaulo(answeredAt) : null,
    });
}

describe("the sales report's period", () => {
  const now = new Date("2026-11-27T13:00:00Z");
  const read = (query: string) => readSalesPeriod(new URLSearchParams(query), now);

  it("is the twelve months up to today by default, and the days asked otherwise", () => {
    expect(read("")).toEqual({ period: { from: "2025-12-01", to: "2026-11-27" } });
    expect(read("de=2026-10-01&ate=2026-11-30")).toEqual({ period });
    expect(salesPeriodMonths(period)).toEqual(["2026-10", "2026-11"]);
    expect(salesPeriodMonths({ from: "2025-12-15", to: "2026-01-02" })).toEqual(["2025-12", "2026-01"]);
  });

  it("says why a period asked is none, and shows the default instead", () => {
    const fallback = { from: "2025-12-01", to: "2026-11-27" };
    expect(read("de=2026-02-31&ate=2026-03-01")).toEqual({
      period: fallback,
      error: "Informe datas válidas para o período, como 01/01/2026.",
    });
    expect(read("de=2026-10-01")).toEqual({ period: fallback, error: "Informe datas válidas para o período, como 01/01/2026." });
    expect(read("de=2026-11-02&ate=2026-11-01")).toEqual({ period: fallback, error: "A data inicial do período vem antes da final." });
    expect(read("de=2020-01-01&ate=2026-11-01")).toEqual({ period: fallback, error: "Escolha um período de até 36 meses." });
  });
});

describe.each(testDrivers)("the sales report on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(users)
      .values([
        { id: "carla", name: "Carla Vendas", email: "carla@magnasul.exemplo.com.br", role: "comercial" },
        { id: "bruno", name: "Bruno Lima", email: "bruno@magnasul.exemplo.com.br", role: "comercial" },
      ]);
    // Won in October through its second version, approved; the first version is no other proposal.
    const ana = await lead({
      name: "Ana",
      owner: "carla",
      source: "Google",
      campaign: "grades",
      createdAt: "2026-10-01T10:00:00",
      status: "ganho",
      moves: [
        ["proposta_enviada", "2026-10-05T09:00:00"],
        ["ganho", "2026-10-25T12:00:00"],
      ],
      valueCents: 323518,
    });
    await proposal(ana, "2026-0001", 1, "substituida", "2026-10-05T09:00:00");
    await proposal(ana, "2026-0001", 2, "aprovada", "2026-10-20T09:00:00", "2026-10-25T12:00:00");
    // Refused in November, then lost for its price.
    const bia = await lead({
      name: "Bia",
      owner: "carla",
      source: "Direto",
      campaign: null,
      createdAt: "2026-11-01T09:00:00",
      status: "perdido",
      moves: [
        ["proposta_enviada", "2026-11-03T09:00:00"],
        ["perdido", "2026-11-07T09:00:00"],
      ],
      lostReason: "Preço",
    });
    await proposal(bia, "2026-0002", 1, "recusada", "2026-11-03T09:00:00", "2026-11-06T15:00:00");
    // Won by hand in November, first touched in September: 51 days.
    await lead({
      name: "Caio",
      owner: "bruno",
      source: "Google",
      campaign: "grades",
      createdAt: "2026-09-20T08:00:00",
      status: "ganho",
      moves: [["ganho", "2026-11-10T08:00:00"]],
      valueCents: 100000,
    });
    await lead({
      name: "Davi",
      owner: "bruno",
      source: "Google",
      campaign: "grades",
      createdAt: "2026-11-02T08:00:00",
      status: "perdido",
      moves: [["perdido", "2026-11-12T08:00:00"]],
      lostReason: "Prazo",
    });
    await lead({
      name: "Eva",
      owner: null,
      source: null,
      campaign: null,
      createdAt: "2026-11-03T08:00:00",
      status: "perdido",
      moves: [["perdido", "2026-11-15T08:00:00"]],
      lostReason: "Preço",
    });
    // Outside the report: won after the period, a deleted lead, a lead won then reopened.
    await lead({
      name: "Fabio",
      owner: "carla",
      source: "Google",
      campaign: "grades",
      createdAt: "2026-11-20T08:00:00",
      status: "ganho",
      moves: [["ganho", "2026-12-02T08:00:00"]],
      valueCents: 999900,
    });
    await lead({
      name: "Gil",
      owner: "carla",
      source: "Google",
      campaign: "grades",
      createdAt: "2026-10-02T08:00:00",
      status: "ganho",
      moves: [["ganho", "2026-10-03T08:00:00"]],
      valueCents: 500000,
      deleted: true,
    });
    // Its proposal was sent before the period and approved in it: an approval, not a send.
    const hugo = await lead({
      name: "Hugo",
      owner: "carla",
      source: "E-mail",
      campaign: "novembro",
      createdAt: "2026-09-01T08:00:00",
      status: "em_atendimento",
      moves: [
        ["ganho", "2026-10-10T08:00:00"],
        ["em_atendimento", "2026-10-12T08:00:00"],
      ],
      valueCents: 70000,
    });
    await proposal(hugo, "2026-0003", 1, "aprovada", "2026-09-28T08:00:00", "2026-10-02T08:00:00");
  });
  afterAll(() => closeDatabase());

  const nothing = { proposalsSent: 0, proposalsApproved: 0, proposalsRefused: 0, won: 0, wonCents: 0, lost: 0 };

  it("adds up the period as worked out by hand", async () => {
    const report = await loadSalesReport(period);
    expect(report.total).toEqual({
      proposalsSent: 2,
      proposalsApproved: 2,
      proposalsRefused: 1,
      won: 2,
      wonCents: 423518,
      lost: 3,
      winRate: 0.4,
      // (24 days 2 hours + 51 days) ÷ 2.
      averageDaysToWin: expect.closeTo((24 + 2 / 24 + 51) / 2, 6),
      lostReasons: [
        { reason: "Preço", count: 2 },
        { reason: "Prazo", count: 1 },
      ],
    });
  });

  it("gives each month, each owner, each source and each campaign of the first touch its own figures", async () => {
    const report = await loadSalesReport(period);
    expect(report.byMonth).toMatchObject([
      { label: "10/2026", proposalsSent: 1, proposalsApproved: 2, proposalsRefused: 0, won: 1, wonCents: 323518, lost: 0, winRate: 1 },
      {
        label: "11/2026",
        proposalsSent: 1,
        proposalsApproved: 0,
        proposalsRefused: 1,
        won: 1,
        wonCents: 100000,
        lost: 3,
        winRate: 0.25,
        averageDaysToWin: 51,
      },
    ]);
    expect(report.byOwner).toMatchObject([
      {
        label: "Carla Vendas",
        proposalsSent: 2,
        proposalsApproved: 2,
        proposalsRefused: 1,
        won: 1,
        wonCents: 323518,
        lost: 1,
        winRate: 0.5,
      },
      { label: "Bruno Lima", ...nothing, won: 1, wonCents: 100000, lost: 1, winRate: 0.5, averageDaysToWin: 51 },
      { label: "Sem responsável", ...nothing, lost: 1, winRate: 0, lostReasons: [{ reason: "Preço", count: 1 }] },
    ]);
    expect(report.bySource.map((row) => [row.label, row.proposalsSent, row.proposalsApproved, row.won, row.wonCents, row.lost])).toEqual([
      ["Google", 1, 1, 2, 423518, 1],
      ["Direto", 1, 0, 0, 0, 1],
      ["Desconhecida", 0, 0, 0, 0, 1],
      ["E-mail", 0, 1, 0, 0, 0],
    ]);
    expect(report.byCampaign.map((row) => [row.label, row.proposalsSent, row.proposalsRefused, row.won, row.lost, row.winRate])).toEqual([
      ["grades", 1, 0, 2, 1, 2 / 3],
      ["Sem campanha", 1, 1, 0, 2, 0],
      ["novembro", 0, 0, 0, 0, null],
    ]);
  });

  it("counts a month without facts as zero, and nothing outside the period", async () => {
    const report = await loadSalesReport({ from: "2026-12-01", to: "2027-01-31" });
    expect(report.byMonth.map((row) => [row.label, row.won, row.wonCents])).toEqual([
      ["12/2026", 1, 999900],
      ["01/2027", 0, 0],
    ]);
    expect(report.total.proposalsSent).toBe(0);
  });

  it("exports the figures as a pt-BR spreadsheet", async () => {
    const csv = salesCsv(await loadSalesReport(period));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain('"Relatório de vendas de 01/10/2026 a 30/11/2026"');
    expect(csv).toContain('"Total";"2";"2";"1";"2";"4.235,18";"3";"40%";"37,5";"Preço: 2, Prazo: 1"');
    expect(csv).toContain('"Carla Vendas";"2";"2";"1";"1";"3.235,18";"1";"50%";"24,1";"Preço: 1"');
  });
});
