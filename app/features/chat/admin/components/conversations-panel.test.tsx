import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation, type ActionFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/ui/toaster";
import { ConversationsPanel } from "./conversations-panel";

type Props = Parameters<typeof ConversationsPanel>[0];

const at = "2026-11-20T13:00:00.000Z";

const openConversation: NonNullable<Props["open"]> = {
  sessionId: "aaaa1111-lead",
  leadName: "Carla Souza",
  leadId: "11111111-1111-4111-8111-111111111111",
  messages: [
    { id: "1", type: "user", content: "Tem filtro magnético?", at },
    { id: "2", type: "assistant", content: "Temos. Veja a [página de contato](/contato).", at },
  ],
};

/** The panel at /admin/agent-messages, the conversation named by `?conversa=` open; what the action received. */
function renderPanel(conversations: Props["conversations"], path = "/admin/agent-messages") {
  const posted: unknown[] = [];
  function Panel() {
    const conversa = new URLSearchParams(useLocation().search).get("conversa");
    return (
      <ConversationsPanel
        filters={{ search: "", leadId: null, period: 7 }}
        filterLeads={[]}
        conversations={conversations}
        list={{ page: 1, pages: 1, size: 20 }}
        open={conversa === openConversation.sessionId ? openConversation : null}
      />
    );
  }
  const Stub = createRoutesStub([
    {
      path: "/admin/agent-messages",
      Component: Panel,
      loader: () => null,
      action: async ({ request }: ActionFunctionArgs) => {
        posted.push(await request.json());
        return { ok: true, intent: "delete" };
      },
      HydrateFallback: () => null,
    },
  ]);
  render(
    <>
      <Stub initialEntries={[path]} />
      <Toaster />
    </>,
  );
  return { posted, user: userEvent.setup() };
}

const rows = async () => within(await screen.findByRole("list", { name: "Conversas" })).getAllByRole("listitem");

describe("the conversations list", () => {
  it("names a known lead and quotes the visitor's first message", async () => {
    renderPanel([{ sessionId: "aaaa1111-lead", messages: 4, lastAt: at, leadName: "Carla Souza", preview: "Tem filtro magnético?" }]);
    const row = within((await rows())[0]!);
    for (const text of [
      "Carla Souza",
      "Lead",
      "4 mensagens",
      "“Tem filtro magnético?”",
      "Última mensagem 20/11/2026 10:00 · sessão aaaa1111",
    ]) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(row.getByRole("link")).toHaveAttribute("href", "?conversa=aaaa1111-lead");
  });

  it("tells unidentified visitors apart by their first message", async () => {
    renderPanel([
      { sessionId: "bbbb2222-one", messages: 1, lastAt: at, leadName: null, preview: "Vocês fazem balanceamento de rotores?" },
      { sessionId: "cccc3333-two", messages: 2, lastAt: at, leadName: null, preview: "Qual o prazo de entrega de um ímã…" },
    ]);
    const [one, two] = await rows();
    expect(within(one!).getByText("“Vocês fazem balanceamento de rotores?”")).toBeInTheDocument();
    expect(within(one!).getByText("1 mensagem")).toBeInTheDocument();
    expect(within(one!).getByText(/^Visitante não identificado · Última mensagem/)).toBeInTheDocument();
    expect(within(two!).getByText("“Qual o prazo de entrega de um ímã…”")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Conversas" })).queryByText("Lead")).not.toBeInTheDocument();
  });

  it("says who it was when the visitor wrote nothing", async () => {
    renderPanel([{ sessionId: "dddd4444", messages: 1, lastAt: at, leadName: null, preview: null }]);
    expect(within((await rows())[0]!).getByText("Visitante não identificado")).toBeInTheDocument();
  });

  it("deletes a conversation only once it is confirmed, and says so", async () => {
    const { posted, user } = renderPanel([
      { sessionId: "aaaa1111-lead", messages: 4, lastAt: at, leadName: "Carla Souza", preview: "Tem filtro magnético?" },
    ]);
    await user.click(await screen.findByRole("button", { name: "Excluir conversa de Carla Souza" }));
    const dialog = screen.getByRole("alertdialog", { name: "Excluir conversa?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(posted).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Excluir conversa de Carla Souza" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Excluir" }));
    expect(await screen.findByText("Mensagem deletada com sucesso!")).toBeInTheDocument();
    expect(posted).toEqual([{ intent: "delete", sessionId: "aaaa1111-lead" }]);
  });

  it("shows an open conversation as the visitor wrote it, and Escape closes it", async () => {
    const { user } = renderPanel([], "/admin/agent-messages?conversa=aaaa1111-lead");
    const dialog = await screen.findByRole("dialog", { name: /^Conversa com Carla Souza/ });
    expect(within(dialog).getByText("Tem filtro magnético?")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "página de contato" })).toHaveAttribute("href", "/contato");
    expect(within(dialog).getByRole("link", { name: "Abrir lead" })).toHaveAttribute("href", `/admin/leads/${openConversation.leadId}`);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
