import { describe, expect, it } from "vitest";
import { countOf } from "./plural";

describe("countOf", () => {
  it("agrees the noun with the count", () => {
    expect(countOf(1, "mensagem", "mensagens")).toBe("1 mensagem");
    expect(countOf(0, "mensagem", "mensagens")).toBe("0 mensagens");
    expect(countOf(1250, "página", "páginas")).toBe("1.250 páginas");
  });
});
