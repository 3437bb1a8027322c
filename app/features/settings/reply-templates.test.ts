import { describe, expect, it } from "vitest";
import { defaultReplyTemplates, fillReplyPlaceholders, readReplyTemplates } from "./reply-templates";

const values = { "{nome}": "Joana Prado Lima", "{empresa}": "Magnasul", "{telefone}": "(19) 3456-7890", "{atendente}": "Ana Vendas" };

describe("reply templates", () => {
  it("start with a complete, polite quote acknowledgement whose placeholders are all filled", () => {
    const [quote] = defaultReplyTemplates;
    expect(quote!.title).toBe("Recebemos seu pedido de orçamento");
    const body = fillReplyPlaceholders(quote!.body, values);
    expect(body).toMatch(/^Olá, Joana!\n\nRecebemos seu pedido de orçamento e agradecemos o interesse na Magnasul\./);
    expect(body).toContain("ligar para (19) 3456-7890");
    expect(body).toMatch(/Atenciosamente,\nAna Vendas\nMagnasul$/);
    for (const template of defaultReplyTemplates) {
      expect(fillReplyPlaceholders(`${template.subject}\n${template.body}`, values)).not.toMatch(/\{[a-z_]+\}/);
    }
  });

  it("greet with the first name and keep the full name for where it belongs", () => {
    expect(fillReplyPlaceholders("Olá, {primeiro_nome}! ({nome})", values)).toBe("Olá, Joana! (Joana Prado Lima)");
    expect(fillReplyPlaceholders("Olá, {primeiro_nome}!", { ...values, "{nome}": "  Joana  " })).toBe("Olá, Joana!");
  });

  it("leaves an unknown placeholder as typed, and reads unreadable stored templates as the defaults", () => {
    expect(fillReplyPlaceholders("{nome} {cargo}", values)).toBe("Joana Prado Lima {cargo}");
    expect(readReplyTemplates([{ title: "Só um" }])).toEqual(defaultReplyTemplates);
    expect(readReplyTemplates(undefined)).toEqual(defaultReplyTemplates);
  });
});
