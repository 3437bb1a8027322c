import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { WaitingLeadsData } from "../waiting-leads-data.server";
import { WaitingLeadsCard } from "./waiting-leads-card";

function render(data: WaitingLeadsData) {
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: () => <WaitingLeadsCard data={data} />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/admin"]} />);
}

const lead = (index: number, waitingHours: number) => ({
  id: `1111111${index}-1111-4111-8111-111111111111`,
  name: `Lead ${index}`,
  email: `lead${index}@exemplo.com.br`,
  createdAt: "2026-11-19T19:00:00.000Z",
  waitingMs: waitingHours * 3_600_000,
});

describe("the waiting leads card", () => {
  it("lists each waiting lead with the business time waited, since when, and a link to its page", () => {
    const html = render({ alertHours: 4, total: 2, leads: [lead(1, 6), lead(2, 4.5)] });
    expect(html).toContain("Ainda &#x27;Novo&#x27; depois de 4 horas úteis");
    expect(html).toContain('href="/admin/leads/11111111-1111-4111-8111-111111111111"');
    expect(html).toContain("há 6 h úteis");
    expect(html).toContain("há 4 h 30 min úteis");
    expect(html).toContain("desde 19/11/2026 16:00");
    expect(html).toContain("2 leads");
    expect(html).not.toContain("Ver todos");
  });

  it("shows the first five and links to the rest", () => {
    const html = render({ alertHours: 1, total: 9, leads: [1, 2, 3, 4, 5, 6, 7].map((index) => lead(index, 10 - index)) });
    expect(html.match(/href="\/admin\/leads\/[^"]+"/g)).toHaveLength(5);
    expect(html).toContain("Ver todos os 9 leads aguardando");
    expect(html).toContain("depois de 1 hora útil");
  });

  it("says so when no lead waits", () => {
    expect(render({ alertHours: 4, total: 0, leads: [] })).toContain("Nenhum lead aguardando há mais de 4 horas úteis.");
  });
});
