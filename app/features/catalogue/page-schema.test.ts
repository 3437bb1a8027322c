import { describe, expect, it } from "vitest";
import { validate } from "~/lib/validation";
import { pageFormSchema, pageSlug, priceMessages } from "./page-schema";

const base = { title: "Grade Magnética", slug: "grade-magnetica", page_type: "produto", content: {} };

describe("page form", () => {
  it("derives the slug from the title rules: lowercase, no accents, only letters, digits and hyphens", () => {
    expect(pageSlug("Ímãs de Neodímio — Série N52!")).toBe("imas-de-neodimio-serie-n52");
    const result = validate(pageFormSchema, { ...base, slug: "  Tambor Magnético  " });
    expect(result.ok && result.data.slug).toBe("tambor-magnetico");
  });

  it("fills missing texts and lists, and publishes by default", () => {
    const result = validate(pageFormSchema, base);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      published: true,
      meta_title: "",
      tracking_tags: [],
      content: { image_url: "", catalog_url: "", introduction: "", description: "", sections: [], gallery_images: [], price_cents: null },
    });
  });

  it.each([
    [{ ...base, title: "  " }, "title", "Título é obrigatório"],
    [{ ...base, slug: "!!!" }, "slug", "Slug é obrigatório"],
    [{ ...base, page_type: "ima_velho" }, "page_type", "Tipo de página é obrigatório"],
    [{ ...base, content: { sections: [{ title: "Aplicações", text: " " }] } }, "content.sections.0.text", "Texto da seção é obrigatório"],
    [{ ...base, content: { sections: [{ title: "", text: "Só texto" }] } }, "content.sections.0.title", "Título da seção é obrigatório"],
    [
      { ...base, content: { gallery_images: [{ url: "javascript:alert(1)" }] } },
      "content.gallery_images.0.url",
      "URL da imagem deve ser válida",
    ],
  ])("refuses %j with the spec's message on the field", (input, field, message) => {
    const result = validate(pageFormSchema, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors[field]).toBe(message);
  });

  it("drops sections and gallery images left completely empty", () => {
    const result = validate(pageFormSchema, {
      ...base,
      content: {
        sections: [
          { title: "", text: "" },
          { title: "Aplicações", text: "Grãos" },
        ],
        gallery_images: [
          { url: "", alt: "sem imagem" },
          { url: "/uploads/a.webp", alt: "" },
        ],
      },
    });
    expect(result.ok && result.data.content.sections).toEqual([{ title: "Aplicações", text: "Grãos" }]);
    expect(result.ok && result.data.content.gallery_images).toEqual([{ url: "/uploads/a.webp", alt: "" }]);
  });

  describe("price", () => {
    const priced = (price: unknown, page_type = "produto") =>
      validate(pageFormSchema, { ...base, page_type, content: { price_cents: price } });

    it("is kept in centavos from a pt-BR amount, and empty means 'sob consulta'", () => {
      expect(priced("1.234,56")).toMatchObject({ ok: true, data: { content: { price_cents: 123_456 } } });
      expect(priced("R$ 80")).toMatchObject({ ok: true, data: { content: { price_cents: 8_000 } } });
      expect(priced("  ")).toMatchObject({ ok: true, data: { content: { price_cents: null } } });
    });

    it("reads a saved revision's centavos back", () => {
      expect(priced(18_990)).toMatchObject({ ok: true, data: { content: { price_cents: 18_990 } } });
    });

    it.each([
      ["12.50", priceMessages.invalid],
      ["abc", priceMessages.invalid],
      ["-3,00", priceMessages.invalid],
      ["0,00", priceMessages.zero],
      ["100.000.000,00", priceMessages.tooHigh],
    ])("refuses %s with a message on the field", (price, message) => {
      const result = priced(price);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.fieldErrors["content.price_cents"]).toBe(message);
    });

    it("is dropped from a service, whose editor has no price", () => {
      expect(priced("1.234,56", "servico")).toMatchObject({ ok: true, data: { content: { price_cents: null } } });
    });
  });
});
