import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DashboardLoadError } from "./dashboard-load-error";
import { MeetingsCard, type MeetingItem } from "./meetings-card";

function renderAtAdmin(element: ReactNode, loader?: () => null) {
  const Stub = createRoutesStub([{ path: "/admin", Component: () => element, loader, HydrateFallback: () => null }]);
  render(<Stub initialEntries={["/admin"]} />);
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
    renderAtAdmin(<MeetingsCard meetings={[meeting(1)]} />);
    const item = within(screen.getByRole("listitem"));
    for (const text of ["Cliente 1", "Novo", "01/12/2026 10:00", "cliente1@exemplo.com.br", "(19) 3333-4444"]) {
      expect(item.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole("link", { name: /Ver todas/ })).not.toBeInTheDocument();
  });

  it("shows the first five, links to all of them, and leaves out a date it cannot read", () => {
    renderAtAdmin(<MeetingsCard meetings={[1, 2, 3, 4, 5, 6, 7].map((index) => meeting(index)).concat(meeting(8, "nunca"))} />);
    const names = screen.getAllByRole("listitem").map((item) => within(item).getByText(/^Cliente \d$/).textContent);
    expect(names).toEqual(["Cliente 1", "Cliente 2", "Cliente 3", "Cliente 4", "Cliente 5"]);
    expect(screen.getByRole("link", { name: "Ver todas as 7 reuniões" })).toHaveAttribute("href", "/admin/agent-messages");
    expect(screen.queryByText("Cliente 8")).not.toBeInTheDocument();
  });

  it("says so when none is booked", () => {
    renderAtAdmin(<MeetingsCard meetings={[meeting(1, "")]} />);
    expect(screen.getByText("Nenhuma reunião agendada")).toBeInTheDocument();
  });
});

describe("the dashboard's error state", () => {
  it("names the failure under the screen's title, and 'Tentar novamente' reads the figures again", async () => {
    let loads = 0;
    renderAtAdmin(<DashboardLoadError message="Tente novamente em instantes." />, () => {
      loads += 1;
      return null;
    });
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Erro ao carregar estatísticas");
    expect(screen.getByRole("alert")).toHaveTextContent("Tente novamente em instantes.");
    expect(loads).toBe(1);
    await user.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await expect.poll(() => loads).toBe(2);
  });

  describe("when its reads keep failing", () => {
    afterEach(() => vi.useRealTimers());

    it("reads again by itself 1, 2 and 4 s after the first failures, then only with the 30 s refresh", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
      let loads = 0;
      const Stub = createRoutesStub([
        {
          path: "/admin",
          Component: () => <p>Figuras do dia</p>,
          ErrorBoundary: () => <DashboardLoadError message="O servidor não conseguiu responder." />,
          loader: () => {
            loads += 1;
            throw new Error("O servidor não conseguiu responder.");
          },
          HydrateFallback: () => null,
        },
      ]);
      render(<Stub initialEntries={["/admin"]} />);
      // Turns of the real event loop, for React to show each failure (and set the next retry)
      // while the fake clock stands still; vi.waitFor would move it.
      const settle = async () => {
        for (let turn = 0; turn < 100; turn++) await new Promise((resolve) => setImmediate(resolve));
      };
      const readsAfter = async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms);
        await settle();
        return loads;
      };
      await settle();
      expect(screen.getByRole("alert")).toHaveTextContent("Erro ao carregar estatísticas");
      expect(loads).toBe(1);
      expect(await readsAfter(999)).toBe(1);
      expect(await readsAfter(1)).toBe(2);
      expect(await readsAfter(1_999)).toBe(2);
      expect(await readsAfter(1)).toBe(3);
      expect(await readsAfter(3_999)).toBe(3);
      expect(await readsAfter(1)).toBe(4);
      // No fourth retry: the next read is the refresh, 30 s after the screen opened.
      expect(await readsAfter(30_000 - 7_000 - 1)).toBe(4);
      expect(await readsAfter(1)).toBe(5);
    });
  });
});
