import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ConversationsPanel } from "./conversations-panel";

type Conversations = Parameters<typeof ConversationsPanel>[0]["conversations"];

function render(conversations: Conversations) {
  const panel = () => (
    <ConversationsPanel
      filters={{ search: "", leadId: null, period: 7 }}
      filterLeads={[]}
      conversations={conversations}
      list={{ page: 1, pages: 1, size: 20 }}
      open={null}
    />
  );
  const Stub = createRoutesStub([{ path: "/admin/agent-messages", Component: panel }]);
  return renderToStaticMarkup(<Stub initialEntries={["/admin/agent-messages"]} />);
}

const at = "2026-11-20T13:00:00.000Z";
const leadBadge = /<span[^>]*>Lead<\/span>/;

describe("the conversations list", () => {
  it("names a known lead and quotes the visitor's first message", () => {
    const html = render([
      { sessionId: "aaaa1111-lead", messages: 4, lastAt: at, leadName: "Carla Souza", preview: "Tem filtro magnético?" },
    ]);
    expect(html).toContain("Carla Souza");
    expect(html).toMatch(leadBadge);
    expect(html).toContain("“Tem filtro magnético?”");
    expect(html).toContain("4 mensagens");
    expect(html).toContain("Última mensagem 20/11/2026 10:00 · sessão aaaa1111");
  });

  it("tells unidentified visitors apart by their first message", () => {
    const html = render([
      { sessionId: "bbbb2222-one", messages: 1, lastAt: at, leadName: null, preview: "Vocês fazem balanceamento de rotores?" },
      { sessionId: "cccc3333-two", messages: 2, lastAt: at, leadName: null, preview: "Qual o prazo de entrega de um ímã…" },
    ]);
    expect(html).toContain("“Vocês fazem balanceamento de rotores?”");
    expect(html).toContain("“Qual o prazo de entrega de um ímã…”");
    expect(html).toContain("1 mensagem<");
    expect(html).toContain("Visitante não identificado · Última mensagem");
    expect(html).not.toMatch(leadBadge);
  });

  it("says who it was when the visitor wrote nothing", () => {
    expect(render([{ sessionId: "dddd4444", messages: 1, lastAt: at, leadName: null, preview: null }])).toContain(
      "Visitante não identificado",
    );
  });
});
