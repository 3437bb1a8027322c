import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData, type ActionFunctionArgs } from "react-router";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { leadStatuses, type LeadStatus } from "~/db/schema";
import { Toaster } from "~/ui/toaster";
import type { LeadListItem } from "../lead-list-row";
import { readLeadFilters } from "../lead-filters";
import { LeadsBoard } from "./leads-board";

const lead = (index: number, name: string, status: LeadStatus, valueCents: number | null = null): LeadListItem => ({
  id: `${index}${index}${index}${index}${index}${index}${index}${index}-1111-4111-8111-111111111111`,
  name,
  email: null,
  phone: null,
  company: null,
  status,
  lostReason: null,
  lostDetail: null,
  meetingAt: null,
  meetingHeldUntil: null,
  valueCents,
  ownerName: null,
  nextTaskAt: null,
  firstSource: null,
  firstUtmCampaign: null,
  lastTouchAt: "2026-11-20T13:00:00.000Z",
  createdAt: "2026-11-19T13:00:00.000Z",
});

const columnWidth = 300;
const cardHeight = 100;

/**
 * A layout for dnd-kit, which measures where things are: the columns side by side in the order of
 * the statuses, each card in its column under the ones before it, anything else where its card is.
 */
function layOutBoard() {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const column = this.closest("section[aria-labelledby^='quadro-']");
    const status = column?.getAttribute("aria-labelledby")?.slice("quadro-".length) as LeadStatus | undefined;
    const left = status ? leadStatuses.indexOf(status) * columnWidth : 0;
    const card = this.closest("li");
    const top = card && column ? 60 + Array.from(card.parentElement!.children).indexOf(card) * cardHeight : 0;
    const [x, y, width, height] = card && column ? [left + 10, top, columnWidth - 20, cardHeight - 10] : [left, 0, columnWidth - 10, 800];
    return { x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) } as DOMRect;
  });
}

/** The board at /admin/leads over a store of leads that its action changes; what was posted. */
function renderBoard(leads: LeadListItem[], { columnSize = 50 } = {}) {
  const store = new Map(leads.map((item) => [item.id, item]));
  const posted: Array<Record<string, string>> = [];
  function Board() {
    const columns = useLoaderData<() => Parameters<typeof LeadsBoard>[0]["columns"]>();
    return (
      <LeadsBoard
        columns={columns}
        reasons={["Preço", "Prazo"]}
        filters={readLeadFilters(new URLSearchParams())}
        columnSize={columnSize}
        documentAnswer={undefined}
      />
    );
  }
  const Stub = createRoutesStub([
    {
      path: "/admin/leads",
      Component: Board,
      HydrateFallback: () => null,
      loader: () =>
        leadStatuses.map((status) => {
          const inColumn = [...store.values()].filter((item) => item.status === status);
          return {
            status,
            total: inColumn.length,
            valueCents: inColumn.reduce((sum, item) => sum + (item.valueCents ?? 0), 0),
            leads: inColumn.slice(0, columnSize),
          };
        }),
      action: async ({ request }: ActionFunctionArgs) => {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        posted.push(form);
        const moved = store.get(form.leadId!)!;
        store.set(moved.id, { ...moved, status: form.status as LeadStatus, lostReason: form.lostReason || null });
        return { intent: "status", item: moved.id, ok: true, message: "Status atualizado.", result: { status: "success" } };
      },
    },
  ]);
  render(
    <>
      <Stub initialEntries={["/admin/leads"]} />
      <Toaster />
    </>,
  );
  return { posted, user: userEvent.setup() };
}

const column = (name: string) => screen.getByRole("region", { name });
const cardsIn = (name: string) =>
  within(column(name))
    .queryAllByRole("link")
    .map((link) => link.textContent);
/** What the board's live region says to a screen reader, in order, each text however briefly shown. */
function recordAnnouncements() {
  const said: string[] = [];
  const region = () => document.querySelector("[role=status][aria-live=assertive]");
  const note = (text: string | null | undefined) => {
    if (text && text !== said.at(-1)) said.push(text);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) if (record.type === "characterData" && region()?.contains(record.target)) note(record.oldValue);
    note(region()?.textContent);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
  onTestFinished(() => observer.disconnect());
  return said;
}

describe("the leads board", () => {
  beforeEach(layOutBoard);

  it("shows a column per status with its count and value, and links a full column to the list", async () => {
    renderBoard([lead(1, "Ana Lima", "novo", 150_000), lead(2, "Bruno Reis", "novo", 50_000), lead(3, "Carla Dias", "ganho")], {
      columnSize: 1,
    });
    const novo = await screen.findByRole("region", { name: "Novo" });
    expect(within(novo).getByText("2 leads")).toBeInTheDocument();
    expect(within(novo).getByText("R$ 2.000,00")).toBeInTheDocument();
    expect(within(novo).getByRole("link", { name: "Ver todos os 2 na lista" })).toHaveAttribute("href", "/admin/leads?status=novo");
    expect(within(column("Em atendimento")).getByText("Nenhum lead.")).toBeInTheDocument();
    expect(cardsIn("Ganho")).toEqual(["Carla Dias"]);
  });

  it("tells a keyboard user how to move a card", async () => {
    renderBoard([lead(1, "Ana Lima", "novo")]);
    const handle = await screen.findByRole("button", { name: "Arrastar Ana Lima" });
    expect(handle).toHaveAttribute("aria-roledescription", "lead arrastável");
    await waitFor(() => expect(handle).toHaveAccessibleDescription(/^Para mover o lead para outra coluna, pressione espaço/));
  });

  it("moves a card with the keyboard column by column, saying each step, and saves its new status", async () => {
    const { posted, user } = renderBoard([lead(1, "Ana Lima", "novo"), lead(2, "Bruno Reis", "novo")]);
    const said = recordAnnouncements();
    (await screen.findByRole("button", { name: "Arrastar Ana Lima" })).focus();
    await user.keyboard("[Space]");
    await waitFor(() => expect(said[0]).toBe("Ana Lima foi pego. Use as setas para escolher a coluna."));
    await user.keyboard("[ArrowRight]");
    await waitFor(() => expect(said.at(-1)).toBe("Ana Lima está sobre a coluna Em atendimento."));
    await user.keyboard("[ArrowRight]");
    await waitFor(() => expect(said.at(-1)).toBe("Ana Lima está sobre a coluna Proposta enviada."));
    await user.keyboard("[ArrowLeft]");
    await waitFor(() => expect(said.at(-1)).toBe("Ana Lima está sobre a coluna Em atendimento."));
    await user.keyboard("[Space]");
    await waitFor(() => expect(said.at(-1)).toBe("Ana Lima foi solto na coluna Em atendimento."));

    await waitFor(() =>
      expect(posted).toEqual([{ intent: "status", leadId: "11111111-1111-4111-8111-111111111111", status: "em_atendimento" }]),
    );
    await waitFor(() => expect(cardsIn("Em atendimento")).toEqual(["Ana Lima"]));
    expect(cardsIn("Novo")).toEqual(["Bruno Reis"]);
  });

  it("leaves the card where it was when the move is cancelled with Escape", async () => {
    const { posted, user } = renderBoard([lead(1, "Ana Lima", "novo")]);
    const said = recordAnnouncements();
    (await screen.findByRole("button", { name: "Arrastar Ana Lima" })).focus();
    await user.keyboard("[Space]");
    await user.keyboard("[ArrowRight]");
    await waitFor(() => expect(said.at(-1)).toBe("Ana Lima está sobre a coluna Em atendimento."));
    await user.keyboard("[Escape]");
    await waitFor(() => expect(said.at(-1)).toBe("Movimento cancelado. Ana Lima continua na coluna Novo."));
    expect(posted).toEqual([]);
    expect(cardsIn("Novo")).toEqual(["Ana Lima"]);
  });

  it("asks for the reason before a card dropped on 'Perdido' leaves its column", async () => {
    const { posted, user } = renderBoard([lead(1, "Ana Lima", "ganho")]);
    const said = recordAnnouncements();
    const handle = await screen.findByRole("button", { name: "Arrastar Ana Lima" });
    handle.focus();
    await user.keyboard("[Space]");
    await user.keyboard("[ArrowRight]");
    await waitFor(() => expect(said.at(-1)).toBe("Ana Lima está sobre a coluna Perdido."));
    await user.keyboard("[Space]");

    const dialog = await screen.findByRole("dialog", { name: "Marcar Ana Lima como Perdido" });
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(handle).toHaveFocus();
    expect(cardsIn("Ganho")).toEqual(["Ana Lima"]);

    await user.keyboard("[Space]");
    await user.keyboard("[ArrowRight]");
    await waitFor(() => expect(said.at(-1)).toBe("Ana Lima está sobre a coluna Perdido."));
    await user.keyboard("[Space]");
    const again = await screen.findByRole("dialog", { name: "Marcar Ana Lima como Perdido" });
    await user.selectOptions(within(again).getByRole("combobox", { name: /Motivo/ }), "Prazo");
    await user.click(within(again).getByRole("button", { name: "Marcar como Perdido" }));
    await waitFor(() => expect(cardsIn("Perdido")).toEqual(["Ana Lima"]));
    expect(posted).toEqual([
      expect.objectContaining({ intent: "status", leadId: "11111111-1111-4111-8111-111111111111", status: "perdido", lostReason: "Prazo" }),
    ]);
  });

  it("moves a card with its form, without dragging", async () => {
    const { posted, user } = renderBoard([lead(1, "Ana Lima", "novo")]);
    await user.selectOptions(await screen.findByRole("combobox", { name: "Mover Ana Lima para" }), "Ganho");
    await user.click(screen.getByRole("button", { name: "Mover Ana Lima" }));
    await waitFor(() => expect(cardsIn("Ganho")).toEqual(["Ana Lima"]));
    expect(posted).toEqual([
      expect.objectContaining({ intent: "status", leadId: "11111111-1111-4111-8111-111111111111", status: "ganho" }),
    ]);
  });
});
