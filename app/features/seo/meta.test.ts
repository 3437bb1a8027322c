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

describe("buildMeta's sharing image", () => {
  const property = (meta: ReturnType<typeof buildMeta>, name: string) =>
    (meta.find((item) => "property" in item && item.property === name) as { content: string } | undefined)?.content;
  const shareImage = { url: "/uploads/amostra-banner.webp", alt: "Esteira com separador magnético", width: 1920, height: 640 };

  it("is a JPEG of the page's image, with its size, type and description", () => {
    const meta = buildMeta(
      {
        title: "Grade",
        description: "Grade.",
        path: "/produtos/grade",
        image: { url: "/uploads/grade.webp", alt: "Grade em funil", width: 1200, height: 800 },
      },
      { ...seo, shareImage },
    );
    expect(property(meta, "og:image")).toBe(`${seo.publicUrl}/images/grade.webp?w=1280&format=jpeg`);
    expect(property(meta, "og:image:type")).toBe("image/jpeg");
    expect([property(meta, "og:image:width"), property(meta, "og:image:height")]).toEqual(["1200", "800"]);
    expect(property(meta, "og:image:alt")).toBe("Grade em funil");
    expect(content(meta, "twitter:image")).toBe(property(meta, "og:image"));
  });

  it("falls back to the site's image, and to the title for a description", () => {
    const meta = buildMeta({ title: "Produtos", description: "Lista.", path: "/produtos" }, { ...seo, shareImage });
    expect(property(meta, "og:image")).toBe(`${seo.publicUrl}/images/amostra-banner.webp?w=1280&format=jpeg`);
    expect([property(meta, "og:image:width"), property(meta, "og:image:height")]).toEqual(["1280", "427"]);
    expect(property(meta, "og:image:alt")).toBe("Esteira com separador magnético");
    const untitled = buildMeta(
      { title: "Produtos", description: "Lista.", path: "/produtos", image: { url: "/uploads/a.png", alt: " " } },
      seo,
    );
    expect(property(untitled, "og:image:alt")).toBe("Produtos | Magnasul Separação Magnética");
    expect(property(untitled, "og:image:width")).toBeUndefined();
  });

  it("sends no image tags when neither the page nor the site has one", () => {
    const meta = buildMeta({ title: "Produtos", description: "Lista.", path: "/produtos" }, seo);
    expect(property(meta, "og:image")).toBeUndefined();
    expect(property(meta, "og:image:alt")).toBeUndefined();
    expect(content(meta, "twitter:card")).toBe("summary");
  });
});
