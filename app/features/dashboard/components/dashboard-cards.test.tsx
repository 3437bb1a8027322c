import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DashboardLoadError } from "./dashboard-load-error";
import { MeetingsCard, type MeetingItem } from "./meetings-card";

function render(element: ReactNode) {
  const Stub = createRoutesStub([{ path: "/admin", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/admin"]} />);
}

const meeting = (index: number, meetingAt = `2026-12-0${index}T13:00:00.000Z`): MeetingItem => ({
  id: `m${index}`,
  name: `Cliente ${index}`,
  email: `cliente${index}@exemplo.com.br`,
  phone: index === 1 ? "(19) 3333-4444" : null,
  meetingAt,
  meetingHeldUntil: null,
  status: "novo",
});

describe("the dashboard's meetings card", () => {
  it("lists each meeting with its name, status, pt-BR date and time, e-mail and phone", () => {
    const html = render(<MeetingsCard meetings={[meeting(1)]} />);
    expect(html).toContain("Cliente 1");
    expect(html).toContain("Novo");
    expect(html).toContain("01/12/2026 10:00");
    expect(html).toContain("cliente1@exemplo.com.br");
    expect(html).toContain("(19) 3333-4444");
    expect(html).not.toContain("Ver todas");
  });

  it("shows the first five, links to all of them, and leaves out a date it cannot read", () => {
    const html = render(<MeetingsCard meetings={[1, 2, 3, 4, 5, 6, 7].map((index) => meeting(index)).concat(meeting(8, "nunca"))} />);
    expect(html.match(/<li/g)).toHaveLength(5);
    expect(html).toContain("Ver todas as 7 reuniões");
    expect(html).not.toContain("Cliente 8");
  });

  it("says so when none is booked", () => {
    expect(render(<MeetingsCard meetings={[meeting(1, "")]} />)).toContain("Nenhuma reunião agendada");
  });
});

describe("the dashboard's error state", () => {
  it("names the failure under the screen's title, with 'Tentar novamente'", () => {
    const html = render(<DashboardLoadError message="Tente novamente em instantes." />);
    expect(html).toContain("Dashboard");
    expect(html).toContain("Erro ao carregar estatísticas");
    expect(html).toContain("Tente novamente em instantes.");
    expect(html).toMatch(/<button[^>]*>.*Tentar novamente<\/button>/);
  });
});
