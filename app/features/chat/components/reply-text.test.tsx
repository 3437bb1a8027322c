import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ReplyText, slotOptions } from "./reply-text";

const slotReply = "Horários livres:\n1. segunda-feira, 23/11/2026 às 11:00\n2. terça-feira, 24/11/2026 às 07:30\nEscolha um dos horários.";

describe("the assistant's replies in the widget", () => {
  it("names each catalogue page by its title, linked to its address", () => {
    render(<ReplyText text={"Encontrei estas opções:\n• Tambor Magnético Autolimpante: /produtos/tambor-magnetico-autolimpante"} />);
    expect(screen.getByRole("link", { name: "Tambor Magnético Autolimpante" })).toHaveAttribute(
      "href",
      "/produtos/tambor-magnetico-autolimpante",
    );
    expect(screen.queryByText(/\/produtos\/tambor/)).not.toBeInTheDocument();
  });

  it("links the phone, the e-mail and WhatsApp, leaving the sentence's final period out of the address", () => {
    render(
      <ReplyText text="Fale pelo telefone (19) 3800-0000, e-mail contato@magnasul.exemplo.com.br ou https://wa.me/5519900000000?text=Ol%C3%A1." />,
    );
    expect(screen.getByRole("link", { name: "(19) 3800-0000" })).toHaveAttribute("href", "tel:+551938000000");
    expect(screen.getByRole("link", { name: "contato@magnasul.exemplo.com.br" })).toHaveAttribute(
      "href",
      "mailto:contato@magnasul.exemplo.com.br",
    );
    const whatsApp = screen.getByRole("link", { name: "WhatsApp" });
    expect(whatsApp).toHaveAttribute("href", "https://wa.me/5519900000000?text=Ol%C3%A1");
    expect(whatsApp).toHaveAttribute("target", "_blank");
    expect(whatsApp.nextSibling).toHaveTextContent(/^\.$/);
  });

  it("renders text, never markup, from a reply", () => {
    const { container } = render(<ReplyText text={'<img src=x onerror="alert(1)">'} />);
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
  });

  it("offers numbered meeting slots as choices, and no other numbered list", () => {
    expect(
      slotOptions("Horários:\n1. segunda-feira, 23/11/2026 às 11:00\n2. terça-feira, 24/11/2026 às 07:30\nResponda com o número"),
    ).toEqual([
      {
        value: "segunda-feira, 23/11/2026 às 11:00",
        short: "segunda, 23/11 às 11:00",
        spoken: "segunda-feira, 23 de novembro de 2026, às 11:00",
      },
      {
        value: "terça-feira, 24/11/2026 às 07:30",
        short: "terça, 24/11 às 07:30",
        spoken: "terça-feira, 24 de novembro de 2026, às 07:30",
      },
    ]);
    expect(slotOptions("Opções:\n1. Tambor Magnético\n2. Grade Magnética")).toEqual([]);
  });

  it("shows the words of a link, never its path, and dials phones in E.164", () => {
    render(
      <ReplyText text="Use o formulário da [página de contato](/contato) ou ligue para [(19) 3800-0000](tel:+551938000000). Ou veja /politicas e /produtos/tambor." />,
    );
    expect(screen.getByRole("link", { name: "página de contato" })).toHaveAttribute("href", "/contato");
    expect(screen.getByRole("link", { name: "(19) 3800-0000" })).toHaveAttribute("href", "tel:+551938000000");
    expect(screen.getByRole("link", { name: "página de políticas" })).toHaveAttribute("href", "/politicas");
    expect(screen.getByRole("link", { name: "página do produto" })).toHaveAttribute("href", "/produtos/tambor");
    expect(screen.queryByText(/\/(contato|politicas|produtos)/)).not.toBeInTheDocument();
  });

  it("dials a bare phone in E.164", () => {
    render(<ReplyText text="Ligue (19) 3800-0000." />);
    expect(screen.getByRole("link", { name: "(19) 3800-0000" })).toHaveAttribute("href", "tel:+551938000000");
  });

  it("puts the offered slots in place of their lines, as buttons named in full, each once, and sends the one chosen", async () => {
    const onChooseSlot = vi.fn();
    const { container } = render(<ReplyText text={slotReply} onChooseSlot={onChooseSlot} />);
    const slots = within(screen.getByRole("group", { name: "Horários livres" })).getAllByRole("button");
    expect(slots.map((slot) => slot.getAttribute("aria-label"))).toEqual([
      "segunda-feira, 23 de novembro de 2026, às 11:00",
      "terça-feira, 24 de novembro de 2026, às 07:30",
    ]);
    expect(slots.map((slot) => slot.textContent)).toEqual(["segunda, 23/11 às 11:00", "terça, 24/11 às 07:30"]);
    expect(screen.queryByText(/1\. segunda-feira/)).not.toBeInTheDocument();
    expect(container).toHaveTextContent(/^Horários livres:segunda, 23\/11 às 11:00terça, 24\/11 às 07:30Escolha um dos horários\.$/);

    await userEvent.setup().click(screen.getByRole("button", { name: "terça-feira, 24 de novembro de 2026, às 07:30" }));
    expect(onChooseSlot).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ value: "terça-feira, 24/11/2026 às 07:30" }));
  });

  it("shows the slots as text when read back from the history, where they may be taken", () => {
    render(<ReplyText text={slotReply} />);
    expect(screen.getByText("1. segunda-feira, 23/11/2026 às 11:00")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
