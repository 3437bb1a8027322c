import { renderToStaticMarkup } from "react-dom/server";
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

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("leads and conversion tables", () => {
  it("show each source's and campaign's visits, leads and conversion in pt-BR, the unknown origin named", () => {
    const html = text(renderToStaticMarkup(<LeadAttributionTables {...attribution} />));
    expect(html).toContain("Leads por origem");
    expect(html).toContain("Google 160 6 3,8%");
    expect(html).toContain("Desconhecida 0 1 —");
    // The utm_source twice: under the campaign for phones, in its own column for wider screens.
    expect(html).toContain("grades-novembro google google 120 5 4,2%");
    expect(html).toContain("feira-2026 — 0 1 —");
    expect(html).toContain("Sem campanha — 280 2 0,7%");
    expect(html).toContain("Total 400 9 2,3%");
  });

  it("say when campaigns are left out, and when the period has nothing", () => {
    const html = text(renderToStaticMarkup(<LeadAttributionTables {...attribution} campaignsLeftOut={3} />));
    expect(html).toContain("Mais 3 campanhas com menos leads não aparecem na lista.");
    const empty = renderToStaticMarkup(
      <LeadAttributionTables total={conversion(0, 0)} bySource={[]} byCampaign={[]} campaignsLeftOut={0} />,
    );
    expect(text(empty)).toContain("Nenhuma visita nem lead no período.");
  });
});
