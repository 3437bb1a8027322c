import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import type { PageContent, SpecialPageContent } from "~/db/content-types";
import { blogPosts, pages, specialPages } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { getContentHealth } from "./content-health.server";

const goodMeta = "Grade magnética de neodímio para retirar partículas ferrosas de pós e grãos em funis e calhas.";
const healthyContent: PageContent = {
  image_url: "/uploads/grade.webp",
  catalog_url: "/uploads/grade.pdf",
  introduction: "",
  description: "",
  sections: [],
  gallery_images: [{ url: "/uploads/g1.webp", alt: "Grade instalada em funil" }],
};
const healthyPage = (title: string, slug: string) => ({
  title,
  slug,
  pageType: "produto" as const,
  content: healthyContent,
  metaDescription: goodMeta,
  metaKeywords: "grade magnética, separador magnético, ímã",
});

describe.each(testDrivers)("content health on %s", (driver) => {
  beforeEach(async () => {
    await closeDatabase();
    setProcessDatabase(await createTestDatabase(driver));
  });

  afterAll(() => closeDatabase());

  it("finds nothing in a page, a post and special pages without problems", async () => {
    await db().insert(pages).values(healthyPage("Grade Magnética", "grade-magnetica"));
    await db().insert(blogPosts).values({
      title: "Como escolher um ímã",
      slug: "como-escolher",
      content: "x",
      excerpt: "Guia rápido.",
      featuredImageUrl: "/uploads/p.webp",
      published: true,
    });
    await db()
      .insert(specialPages)
      .values({ pageKey: "home", title: "Início", content: {} as SpecialPageContent, metaDescription: goodMeta, metaKeywords: "ímãs" });
    expect(await getContentHealth()).toEqual({ issues: [], improvements: [], counts: { alta: 0, media: 0, baixa: 0 } });
  });

  it("names each page or post, its problem, the fix and the editor, by severity", async () => {
    const [broken] = await db()
      .insert(pages)
      .values({
        ...healthyPage("Tambor Magnético", "tambor-magnetico"),
        content: {
          ...healthyContent,
          image_url: "",
          catalog_url: " ",
          gallery_images: [{ url: "/a.webp" }, { url: "/b.webp", alt: " " }, { url: "/c.webp", alt: "Tambor" }],
        },
        metaDescription: "",
        metaKeywords: "",
      })
      .returning({ id: pages.id });
    const [first, second] = await db()
      .insert(pages)
      .values([
        healthyPage("Placa Magnética", "placa-magnetica"),
        { ...healthyPage("placa magnética ", "placa-magnetica-2"), metaDescription: "Placa para calhas." },
      ])
      .returning({ id: pages.id });
    const [hidden] = await db()
      .insert(pages)
      .values({ ...healthyPage("Placa Magnética", "placa-antiga"), published: false, metaDescription: "" })
      .returning({ id: pages.id });
    await db()
      .insert(blogPosts)
      .values([
        { title: "Manutenção de ímãs", slug: "manutencao", content: "x", excerpt: "", published: true },
        { title: "Novidades", slug: "novidades", content: "x" },
      ]);
    await db()
      .insert(specialPages)
      .values([
        { pageKey: "home", title: "Início", content: {} as SpecialPageContent, metaKeywords: "ímãs" },
        { pageKey: "about", title: "Quem Somos", content: {} as SpecialPageContent, metaDescription: goodMeta, metaKeywords: "" },
      ]);

    const health = await getContentHealth();
    const edit = (id: string | undefined) => `/admin/pages/edit/${id}`;
    expect(health.issues.map(({ severity, kind, title, editPath }) => ({ severity, kind, title, editPath }))).toEqual([
      {
        severity: "alta",
        kind: "duplicate_title",
        title: "Página 'Placa Magnética' tem o mesmo título de outra página publicada",
        editPath: edit(first?.id),
      },
      {
        severity: "alta",
        kind: "duplicate_title",
        title: "Página 'placa magnética ' tem o mesmo título de outra página publicada",
        editPath: edit(second?.id),
      },
      {
        severity: "alta",
        kind: "meta_description_missing",
        title: "Página 'Tambor Magnético' sem meta descrição",
        editPath: edit(broken?.id),
      },
      { severity: "alta", kind: "meta_description_missing", title: "Página inicial sem meta descrição", editPath: "/admin/home-page" },
      { severity: "media", kind: "image_missing", title: "Página 'Tambor Magnético' sem imagem principal", editPath: edit(broken?.id) },
      {
        severity: "media",
        kind: "image_alt_missing",
        title: "Página 'Tambor Magnético' com 2 imagens da galeria sem texto alternativo",
        editPath: edit(broken?.id),
      },
      {
        severity: "media",
        kind: "excerpt_missing",
        title: "Post 'Manutenção de ímãs' sem resumo",
        editPath: "/admin/blog/manutencao/edit",
      },
      {
        severity: "media",
        kind: "featured_image_missing",
        title: "Post 'Manutenção de ímãs' sem imagem de destaque",
        editPath: "/admin/blog/manutencao/edit",
      },
      { severity: "baixa", kind: "page_unpublished", title: "Página 'Placa Magnética' não publicada", editPath: edit(hidden?.id) },
      { severity: "baixa", kind: "post_draft", title: "Post 'Novidades' em rascunho", editPath: "/admin/blog/novidades/edit" },
    ]);
    expect(health.issues[2]?.fix).toBe("Escreva uma meta descrição de 120 a 160 caracteres na seção SEO do editor.");
    expect(health.counts).toEqual({ alta: 4, media: 4, baixa: 2 });
    expect(health.improvements.map(({ kind, title, editPath }) => ({ kind, title, editPath }))).toEqual([
      {
        kind: "meta_description_short",
        title: "Página 'placa magnética ' com meta descrição curta (18 caracteres)",
        editPath: edit(second?.id),
      },
      { kind: "catalog_missing", title: "Página 'Tambor Magnético' sem catálogo em PDF", editPath: edit(broken?.id) },
      { kind: "keywords_missing", title: "Página 'Tambor Magnético' sem palavras-chave", editPath: edit(broken?.id) },
      { kind: "keywords_missing", title: "Página 'Quem Somos' sem palavras-chave", editPath: "/admin/about-page" },
    ]);
    expect(health.improvements.every((item) => item.severity === "baixa" && item.fix.length > 0)).toBe(true);
  });
});
