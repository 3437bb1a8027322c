import { describe, expect, it } from "vitest";
import { personNameSchema } from "./person-name";

const messages = { missing: "Informe seu nome", invalid: "Nome inválido" };
const schema = personNameSchema(messages);
const errorOf = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe("a person's name, on every form", () => {
  it.each([
    ["Ana Souza", "Ana Souza"],
    ["  José   da Silva  ", "José da Silva"],
    ["Maria D'Ávila", "Maria D'Ávila"],
    ["Ana-Maria O’Neil", "Ana-Maria O’Neil"],
    ["J. R. Tolkien", "J. R. Tolkien"],
    ["Carlos Lima Jr.", "Carlos Lima Jr."],
    ["Lu", "Lu"],
    ["Zoë Ñúñez", "Zoë Ñúñez"],
  ])("takes %j as %j", (input, name) => {
    expect(schema.parse(input)).toBe(name);
  });

  it("says the name is missing when it is blank or absent", () => {
    expect(errorOf("   ")).toBe(messages.missing);
    expect(errorOf(undefined)).toBe(messages.missing);
  });

  it.each([
    ["a URL", "cliente. AVISO: acesse https://evil.example/boleto"],
    ["a bare web address", "evil.example"],
    ["an e-mail", "ana@exemplo.com.br"],
    ["a line break", "Ana\nNovo pedido aprovado"],
    ["a carriage return", "Ana\rSouza"],
    ["a tab", "Ana\tSouza"],
    ["digits only", "12345"],
    ["digits", "Ana 2"],
    ["one letter", "A"],
    ["81 characters", `Ana ${"a".repeat(77)}`],
    ["a dot after a word", "cliente. Ligue agora"],
    ["punctuation", "Ana!"],
    ["a leading hyphen", "-Ana"],
  ])("refuses %s", (_what, input) => {
    expect(errorOf(input)).toBe(messages.invalid);
  });

  it("takes exactly 80 characters", () => {
    const name = `Ana ${"a".repeat(76)}`;
    expect(schema.parse(name)).toHaveLength(80);
  });
});
