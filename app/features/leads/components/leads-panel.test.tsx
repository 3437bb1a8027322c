import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { LeadRow } from "../lead-row";
import { LeadsPanel } from "./leads-panel";

function render(
  leads: LeadRow[],
  list = { total: leads.length, withMeeting: leads.filter((lead) => lead.meetingAt).length, page: 1, pages: 1, size: 20 },
) {
  const Stub = createRoutesStub([{ path: "/admin/agent-messages", Component: () => <LeadsPanel leads={leads} list={list} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/admin/agent-messages?aba=leads"]} />);
}

const base = { phone: null, meetingAt: null, meetingHeldUntil: null, status: "novo", createdAt: "2026-11-20T13:00:00.000Z" } as const;

describe("the leads tab", () => {
  it("says so when the assistant has registered no lead", () => {
    expect(render([])).toContain("Nenhum lead registrado pelo Atendente Virtual.");
  });

  it("shows each lead's contact, meeting in São Paulo time, status and links", () => {
    const html = render([
      {
        ...base,
        id: "11111111-1111-4111-8111-111111111111",
        name: "Ana Lima",
        email: "ana@exemplo.com.br",
        phone: "(19) 99999-0000",
        meetingAt: "2026-11-24T13:30:00.000Z",
        status: "em_atendimento",
      },
      { ...base, id: "22222222-2222-4222-8222-222222222222", name: "Bruno", email: "bruno@exemplo.com.br" },
    ]);
    expect(html).toContain('href="mailto:ana@exemplo.com.br"');
    expect(html).toContain('href="tel:+5519999990000"');
    expect(html).toContain("Reunião em 24/11/2026 10:30");
    expect(html).toContain("Sem reunião agendada");
    expect(html).toContain("Criado em 20/11/2026");
    expect(html).toContain('href="/admin/agent-messages?lead=22222222-2222-4222-8222-222222222222&amp;periodo=0"');
    expect(html).toMatch(/<option value="em_atendimento" selected="">Em atendimento<\/option>/);
    for (const label of ["Novo", "Em atendimento", "Proposta enviada", "Ganho", "Perdido"]) expect(html).toContain(`>${label}</option>`);
    expect(html).toContain('aria-label="Excluir lead Bruno"');
    expect(html).toContain('aria-label="Cancelar reunião de Ana Lima"');
    expect(html).not.toContain("Cancelar reunião de Bruno");
    expect(html).not.toContain("tel:null");
  });

  it("counts every lead, not only this page's, and links the other pages keeping the tab", () => {
    const html = render([{ ...base, id: "33333333-3333-4333-8333-333333333333", name: "Carla", email: "carla@exemplo.com.br" }], {
      total: 41,
      withMeeting: 7,
      page: 2,
      pages: 3,
      size: 20,
    });
    expect(html).toContain("41 leads, 7 com reunião.");
    expect(html).toContain('href="/admin/agent-messages?aba=leads&amp;pagina_leads=3"');
    expect(html).toContain('href="/admin/agent-messages?aba=leads"');
    expect(html).toMatch(/<select[^>]*name="tamanho_leads"/);
  });
});
