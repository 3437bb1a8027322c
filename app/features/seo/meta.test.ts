import { describe, expect, it } from "vitest";
import { buildMeta, titleWithBrand } from "./meta";

const seo = {
  publicUrl: "https://magnasul.exemplo.com.br",
  siteName: "Magnasul Separação Magnética",
  siteDescription: "Separação magnética para a indústria.",
};
const content = (meta: ReturnType<typeof buildMeta>, name: string) =>
  (meta.find((item) => "name" in item && item.name === name) as { content: string } | undefined)?.content;
const title = (meta: ReturnType<typeof buildMeta>) => (meta.find((item) => "title" in item) as { title: string }).title;

describe("titleWithBrand", () => {
  it("adds the site's name to a title without it", () => {
    expect(titleWithBrand("Grade Magnética de Neodímio", seo.siteName)).toBe("Grade Magnética de Neodímio | Magnasul Separação Magnética");
  });

  it("keeps a title that already names the brand, whole or by its first words", () => {
    expect(titleWithBrand("Grade Magnética de Neodímio | Magnasul", seo.siteName)).toBe("Grade Magnética de Neodímio | Magnasul");
    expect(titleWithBrand("Magnasul Separação Magnética - Início", seo.siteName)).toBe("Magnasul Separação Magnética - Início");
  });

  it("does not take a word of the page for the brand", () => {
    expect(titleWithBrand("Separação | Tambores", seo.siteName)).toBe("Separação | Tambores | Magnasul Separação Magnética");
  });
});

describe("buildMeta's description", () => {
  it("is cut at a word, with '…', to at most 160 characters", () => {
    const long = `${"Grades magnéticas retêm parafusos, limalhas e peças ferrosas. ".repeat(4)}Fim.`;
    const description = content(buildMeta({ title: "Grade", description: long, path: "/produtos/grade" }, seo), "description")!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(long[description.length - 1]).toMatch(/[\s.,]/);
  });

  it("falls back to the site's description when the page has none", () => {
    const meta = buildMeta({ title: "Nova página", description: "  ", path: "/produtos/nova" }, seo);
    expect(content(meta, "description")).toBe("Separação magnética para a indústria.");
    expect(title(meta)).toBe("Nova página | Magnasul Separação Magnética");
  });
});
