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
    const html = render(
      "Use o formulário da [página de contato](/contato) ou ligue para [(19) 3800-0000](tel:+551938000000). Ou veja /politicas e /produtos/tambor.",
    );
    expect(html).toContain('<a href="/contato" class="font-medium break-words underline">página de contato</a>');
    expect(html).toContain('href="tel:+551938000000"');
    expect(html).toContain(">página de políticas</a>");
    expect(html).toContain(">página do produto</a>");
    expect(html).not.toMatch(/>\/(contato|politicas|produtos)/);
    expect(render("Ligue (19) 3800-0000.")).toContain('href="tel:+551938000000"');
  });

  it("puts the offered slots in place of their lines, as buttons named in full, each once", () => {
    const text = "Horários livres:\n1. segunda-feira, 23/11/2026 às 11:00\n2. terça-feira, 24/11/2026 às 07:30\nEscolha um dos horários.";
    const html = renderToStaticMarkup(<ReplyText text={text} onChooseSlot={() => undefined} />);
    expect(html).toContain('<span role="group" aria-label="Horários livres"');
    expect(html).toContain('aria-label="segunda-feira, 23 de novembro de 2026, às 11:00"');
    expect(html).toContain('aria-label="terça-feira, 24 de novembro de 2026, às 07:30"');
    expect(html.match(/23\/11/g)).toHaveLength(1);
    expect(html).not.toContain("1. segunda-feira");
    expect(html.indexOf("Horários livres:")).toBeLessThan(html.indexOf("<button"));
    expect(html.indexOf("Escolha um dos horários.")).toBeGreaterThan(html.lastIndexOf("</button>"));
    // Read back from the history, the slots are text: they may be taken.
    expect(render(text)).toContain("1. segunda-feira, 23/11/2026 às 11:00");
    expect(render(text)).not.toContain("<button");
  });
});
