import { describe, expect, it } from "vitest";
import { emailMentionPattern, sameEmail } from "./email-mention";

describe("an e-mail found in text", () => {
  const mentions = (text: string) => new RegExp(emailMentionPattern("ana@exemplo.com")).test(text);

  it("as a whole address, wherever it stands in the text", () => {
    for (const text of [
      "ana@exemplo.com",
      "meu e-mail é ana@exemplo.com.",
      "<ana@exemplo.com>",
      "e-mail: ana@exemplo.com, obrigado",
      '{"email":"ana@exemplo.com"}',
    ])
      expect({ text, found: mentions(text) }).toEqual({ text, found: true });
  });

  it("not inside a longer address, nor with its dots read as any character", () => {
    for (const text of [
      "joana@exemplo.com",
      "maria.ana@exemplo.com",
      "ana@exemplo.com.br",
      "ana@exemplo-com",
      "ana@exemploxcom",
      "ana@exemplo.com2",
    ])
      expect({ text, found: mentions(text) }).toEqual({ text, found: false });
  });
});

describe("the erasure's typed e-mail", () => {
  it("is the lead's without regard to spaces, case or accents, and nothing else", () => {
    expect(sameEmail("  JOÁNA@Exemplo.com.br ", "joana@exemplo.com.br")).toBe(true);
    expect(sameEmail("joana@exemplo.com", "joana@exemplo.com.br")).toBe(false);
    expect(sameEmail("", "joana@exemplo.com.br")).toBe(false);
  });
});
