import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { LeadListItem } from "../lead-list-row";
import { LeadsList } from "./leads-list";

function render(leads: LeadListItem[], filtered = false) {
  const list = { total: leads.length, page: 1, pages: 1, size: 20 };
  const Stub = createRoutesStub([{ path: "/admin/leads", Component: () => <LeadsList leads={leads} list={list} filtered={filtered} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/admin/leads?reuniao=marcada"]} />);
}

const base: LeadListItem = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Ana Lima",
  email: "ana@exemplo.com.br",
  phone: null,
  company: null,
  status: "novo",
  lostReason: null,
  lostDetail: null,
  valueCents: null,
  ownerName: null,
  nextTaskAt: null,
  firstSource: null,
  firstUtmCampaign: null,
  lastTouchAt: "2026-11-20T13:00:00.000Z",
  meetingAt: null,
  meetingHeldUntil: null,
  createdAt: "2026-11-20T13:00:00.000Z",
};

describe("the leads list", () => {
  it("says why it is empty", () => {
    expect(render([])).toContain("Nenhum lead ainda. Eles chegam pelos formulários e pelo Atendente Virtual.");
    expect(render([], true)).toContain("Nenhum lead encontrado com estes filtros.");
  });

  it("shows a lead's meeting in São Paulo time, with the hold still waiting for the visitor", () => {
    const html = render([
      { ...base, meetingAt: "2026-11-24T13:30:00.000Z", meetingHeldUntil: "2026-11-23T15:00:00.000Z" },
      { ...base, id: "22222222-2222-4222-8222-222222222222", name: "Bruno" },
    ]);
    expect(html).toMatch(/<dt[^>]*>Reunião<\/dt><dd[^>]*>24\/11\/2026 10:30/);
    expect(html).toContain("Aguardando confirmação até 12:00");
    expect(html.match(/>Reunião<\/dt>/g)).toHaveLength(1);
    expect(html).toContain("Criado em 20/11/2026");
    expect(html).toContain('href="/admin/leads/22222222-2222-4222-8222-222222222222"');
  });

  it("cancels a meeting and deletes a lead with form posts, named for each lead", () => {
    const html = render([
      { ...base, meetingAt: "2026-11-24T13:30:00.000Z" },
      { ...base, id: "22222222-2222-4222-8222-222222222222", name: "Bruno" },
    ]);
    const forms = html.match(/<form[^>]*method="post"[^>]*>.*?<\/form>/g) ?? [];
    expect(forms).toHaveLength(3);
    expect(forms[0]).toContain('name="intent" value="cancel-meeting"');
    expect(forms[0]).toContain('name="leadId" value="11111111-1111-4111-8111-111111111111"');
    expect(forms[0]).toMatch(/<button[^>]*type="submit"[^>]*aria-label="Cancelar reunião de Ana Lima"/);
    expect(forms[1]).toContain('name="intent" value="delete"');
    expect(forms[1]).toContain('aria-label="Excluir lead Ana Lima"');
    expect(forms[2]).toContain('name="leadId" value="22222222-2222-4222-8222-222222222222"');
    expect(forms[2]).toContain('aria-label="Excluir lead Bruno"');
    expect(html).not.toContain("Cancelar reunião de Bruno");
    // Posted to the list's own address, its filters kept, so the answer comes back on the same list.
    expect(forms[0]).toMatch(/action="\/admin\/leads\?reuniao=marcada"/);
  });
});
