import { describe, expect, it } from "vitest";
import { postSlug, typedSlug } from "./slug";

describe("postSlug", () => {
  it("lower-cases, removes accents and symbols, turns spaces into hyphens and collapses them", () => {
    expect(postSlug("Ímãs de Neodímio: Guia 2026!")).toBe("imas-de-neodimio-guia-2026");
    expect(postSlug("Separação   magnética -- o básico")).toBe("separacao-magnetica-o-basico");
    expect(postSlug("Manutenção & Reparo")).toBe("manutencao-reparo");
  });

  it("drops hyphens at either end", () => {
    expect(postSlug("- Grade magnética -")).toBe("grade-magnetica");
    expect(postSlug("--ja-normalizado--")).toBe("ja-normalizado");
  });

  it("leaves nothing when there is no letter or digit", () => {
    expect(postSlug("  !!! ")).toBe("");
  });
});

describe("typedSlug", () => {
  it("keeps a trailing space as a hyphen so words can be typed one after another", () => {
    expect(typedSlug("meu ")).toBe("meu-");
    expect(typedSlug("meu-")).toBe("meu-");
    expect(typedSlug("Meu Póst")).toBe("meu-post");
  });
});
