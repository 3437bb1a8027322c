import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { conversion, type LeadAttribution } from "../lead-attribution";
import { LeadAttributionTables } from "./lead-attribution-tables";

const attribution: LeadAttribution = {
  total: conversion(400, 9),
  bySource: [
    { source: "Google", ...conversion(160, 6) },
    { source: "Direto", ...conversion(240, 2) },
    { source: null, ...conversion(0, 1) },
  ],
  byCampaign: [
    { kind: "campaign", campaign: "grades-novembro", utmSource: "google", ...conversion(120, 5) },
    { kind: "campaign", campaign: "feira-2026", utmSource: "", ...conversion(0, 1) },
    { kind: "untagged", ...conversion(280, 2) },
    { kind: "unknown", ...conversion(0, 1) },
  ],
  campaignsLeftOut: 0,
};

/** A table's rows as their cells' texts, the header row first. */
const rowsOf = (name: string) =>
  within(screen.getByRole("table", { name }))
    .getAllByRole("row")
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe("leads and conversion tables", () => {
  it("show each source's visits, leads and conversion in pt-BR, the unknown origin named", () => {
    render(<LeadAttributionTables {...attribution} />);
    expect(rowsOf("Leads por origem")).toEqual([
      ["Origem", "Visitas", "Leads", "Conversão"],
      ["Google", "160", "6", "3,8%"],
      ["Direto", "240", "2", "0,8%"],
      ["Desconhecida", "0", "1", "—"],
      ["Total", "400", "9", "2,3%"],
    ]);
  });

  it("show each campaign with its utm_source, also under the campaign for phones", () => {
    render(<LeadAttributionTables {...attribution} />);
    expect(rowsOf("Leads por campanha")).toEqual([
      ["Campanha", "Origem (utm_source)", "Visitas", "Leads", "Conversão"],
      ["grades-novembrogoogle", "google", "120", "5", "4,2%"],
      ["feira-2026", "—", "0", "1", "—"],
      ["Sem campanha", "—", "280", "2", "0,7%"],
      ["Desconhecida", "—", "0", "1", "—"],
      ["Total", "", "400", "9", "2,3%"],
    ]);
  });

  it("say when campaigns are left out, without a total that would not add up", () => {
    render(<LeadAttributionTables {...attribution} campaignsLeftOut={3} />);
    expect(screen.getByText("Mais 3 campanhas com menos leads não aparecem na lista.")).toBeInTheDocument();
    expect(rowsOf("Leads por campanha").at(-1)?.[0]).toBe("Desconhecida");
  });

  it("say when the period has nothing", () => {
    render(<LeadAttributionTables total={conversion(0, 0)} bySource={[]} byCampaign={[]} campaignsLeftOut={0} />);
    expect(screen.getByText("Nenhuma visita nem lead no período.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
