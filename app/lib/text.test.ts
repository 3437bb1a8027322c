import { describe, expect, it } from "vitest";
import { slugify, truncateAtWord } from "./text";

describe("truncateAtWord", () => {
  it("keeps short text whole", () => {
    expect(truncateAtWord("Grade magnética", 240)).toBe("Grade magnética");
  });

  it("cuts at the last whole word within the limit and adds '...'", () => {
    const text = "Ímãs de neodímio para separação magnética de alta intensidade";
    const cut = truncateAtWord(text, 30);
    expect(cut).toBe("Ímãs de neodímio para...");
    expect(cut.length - 3).toBeLessThanOrEqual(30);
  });

  it("keeps a word that ends exactly at the limit", () => {
    expect(truncateAtWord("abc def ghi", 7)).toBe("abc def...");
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(truncateAtWord("Filtros, grades, tambores e placas", 16)).toBe("Filtros, grades...");
  });
});

describe("slugify", () => {
  it("lowercases, removes accents and symbols and joins words with hyphens", () => {
    expect(slugify("  Ímãs de Neodímio N52 (série 2026)! ")).toBe("imas-de-neodimio-n52-serie-2026");
    expect(slugify("Motofreio -- manutenção")).toBe("motofreio-manutencao");
  });
});
