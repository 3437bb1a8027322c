import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReplyText, slotOptions } from "./reply-text";

const render = (text: string) => renderToStaticMarkup(<ReplyText text={text} />);

describe("the assistant's replies in the widget", () => {
  it("names each catalogue page by its title, linked to its address", () => {
    const html = render("Encontrei estas opções:\n• Tambor Magnético Autolimpante: /produtos/tambor-magnetico-autolimpante");
    expect(html).toContain(
      '<a href="/produtos/tambor-magnetico-autolimpante" class="font-medium underline">Tambor Magnético Autolimpante</a>',
    );
    expect(html).not.toContain(">/produtos/tambor");
  });

  it("links the phone, the e-mail and WhatsApp, leaving the sentence's final period out of the address", () => {
    const html = render(
      "Fale pelo telefone (19) 3800-0000, e-mail contato@magnasul.exemplo.com.br ou https://wa.me/5519900000000?text=Ol%C3%A1.",
    );
    expect(html).toContain('href="tel:+551938000000"');
    expect(html).toContain('href="mailto:contato@magnasul.exemplo.com.br"');
    expect(html).toMatch(/<a href="https:\/\/wa.me\/5519900000000\?text=Ol%C3%A1" [^>]*target="_blank" rel="noreferrer">WhatsApp<\/a>/);
    expect(html).toContain("WhatsApp</a><span>.</span>");
    expect(html).not.toContain("WhatsApp: WhatsApp");
  });

  it("renders text, never markup, from a reply", () => {
    expect(render('<img src=x onerror="alert(1)">')).toContain("&lt;img");
  });

  it("offers numbered meeting slots as choices, and no other numbered list", () => {
    expect(
      slotOptions("Horários:\n1. segunda-feira, 23/11/2026 às 11:00\n2. terça-feira, 24/11/2026 às 07:30\nResponda com o número"),
    ).toEqual([
      { value: "1", label: "segunda-feira, 23/11/2026 às 11:00" },
      { value: "2", label: "terça-feira, 24/11/2026 às 07:30" },
    ]);
    expect(slotOptions("Opções:\n1. Tambor Magnético\n2. Grade Magnética")).toEqual([]);
  });
});
