import { describe, expect, it } from "vitest";
import { slugify, truncateAtWord } from "./text";

describe("truncateAtWord", () => {
  it("keeps short text whole", () => {
    expect(truncateAtWord("Grade magnética", 240)).toBe("Grade magnética");
  });

  it("cuts at the last whole word, the '…' within the limit", () => {
    const text = "Ímãs de neodímio para separação magnética de alta intensidade";
    const cut = truncateAtWord(text, 30);
    expect(cut).toBe("Ímãs de neodímio para…");
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it("never ends mid-word", () => {
    const text = "Grades magnéticas retêm parafusos, limalhas e outras peças ferrosas antes que cheguem aos moinhos";
    for (let max = 10; max < text.length; max++) {
      const cut = truncateAtWord(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(text.startsWith(cut.slice(0, -1))).toBe(true);
      expect([" ", ","]).toContain(text[cut.length - 1] ?? " ");
    }
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(truncateAtWord("Filtros, grades, tambores e placas", 17)).toBe("Filtros, grades…");
  });
});

describe("slugify", () => {
  it("lowercases, removes accents and symbols and joins words with hyphens", () => {
    expect(slugify("  Ímãs de Neodímio N52 (série 2026)! ")).toBe("imas-de-neodimio-n52-serie-2026");
    expect(slugify("Motofreio -- manutenção")).toBe("motofreio-manutencao");
  });
});
