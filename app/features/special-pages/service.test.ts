import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { specialPages } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { invalidateCache } from "~/platform/page-cache/page-cache.server";
import { sampleAboutContent, sampleHomeContent } from "~/features/seed/sample-content";
import { appendOrdered, moveOrdered, removeOrdered } from "./ordering";
import { getAboutPage, getAboutPageFormValues, getHomePage, getHomePageFormValues } from "./queries.server";
import type { AboutPageForm, HomePageForm } from "./schema";
import { specialPageMessages as messages } from "./schema";
import { saveAboutPage, saveHomePage } from "./service.server";

// Invalidations still reach the content memo: a save shows on the next read.
vi.mock("~/platform/page-cache/page-cache.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/platform/page-cache/page-cache.server")>();
  return { ...actual, invalidateCache: vi.fn(actual.invalidateCache) };
});

const storedRows = () => db().select().from(specialPages).orderBy(specialPages.pageKey);

describe.each(testDrivers)("special pages service on %s", (driver) => {
  let home: HomePageForm;
  let about: AboutPageForm;

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(specialPages)
      .values([
        {
          pageKey: "home",
          title: "Página Inicial",
          content: sampleHomeContent("/uploads/banner.webp"),
          metaTitle: "Início",
          metaDescription: "Descrição",
        },
        {
          pageKey: "about",
          title: "Quem Somos",
          content: sampleAboutContent({
            sectionImages: ["/uploads/a.webp"],
            gallery: ["/uploads/g1.webp", "/uploads/g2.webp"],
            certificateUrl: "/uploads/iso.pdf",
          }),
          metaTitle: "Quem Somos",
          metaDescription: "Sobre a empresa",
        },
      ]);
  });

  afterAll(() => closeDatabase());

  beforeEach(async () => {
    vi.mocked(invalidateCache).mockClear();
    home = (await getHomePageFormValues())!;
    about = (await getAboutPageFormValues())!;
  });

  it("reads the stored pages as the editors' values, areas in their order", () => {
    expect(home.content.areas).toHaveLength(10);
    expect(home.content.areas[0]).toMatchObject({ title: "Alimentos e Grãos", icon: "Wheat", color: "amber", order: 1 });
    expect(home.content.banner_settings.enabled).toBe(true);
    expect(about.content.gallery.map((image) => image.url)).toEqual(["/uploads/g1.webp", "/uploads/g2.webp"]);
  });

  it("saves the home page, and the public query reads the edit", async () => {
    let areas = appendOrdered(home.content.areas, {
      id: "area-nova",
      title: "Papel e Celulose",
      description: "",
      icon: "Filter",
      color: "blue",
    });
    areas = moveOrdered(areas, areas.length - 1, -1);
    areas = removeOrdered(areas, 0);
    const result = await saveHomePage(
      {
        ...home,
        meta_keywords: " ímãs, grades ,ímãs,, ",
        content: { ...home.content, hero_title: "  Novo título do herói  ", areas },
      },
      { authorId: null },
    );
    expect(result).toEqual({ ok: true });
    expect(invalidateCache).toHaveBeenCalledWith("special:home");

    const saved = (await getHomePage())!;
    expect(saved.content.hero_title).toBe("Novo título do herói");
    expect(saved.metaKeywords).toBe("ímãs, grades");
    const titles = saved.content.areas.map((area) => area.title);
    expect(titles[0]).toBe("Química e Petroquímica");
    expect(titles.slice(-2)).toEqual(["Papel e Celulose", "Siderurgia e Metalurgia"]);
    expect(saved.content.areas.map((area) => area.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("stores areas and sections in their order, numbered from 1, whatever numbers arrive", async () => {
    const [a, b, c] = home.content.areas;
    const result = await saveHomePage(
      {
        ...home,
        content: {
          ...home.content,
          areas: [
            { ...a!, order: 9 },
            { ...b!, order: 2 },
            { ...c!, order: 5 },
          ],
          sections: [
            { id: "s2", title: "Segunda", content: "Texto", type: "text", order: 8 },
            { id: "s1", title: "Primeira", content: "Texto", type: "text", order: 3 },
          ],
        },
      },
      { authorId: null },
    );
    expect(result).toEqual({ ok: true });
    const saved = (await getHomePage())!.content;
    expect(saved.areas.map((area) => [area.id, area.order])).toEqual([
      [b!.id, 1],
      [c!.id, 2],
      [a!.id, 3],
    ]);
    expect(saved.sections.map((section) => [section.id, section.order])).toEqual([
      ["s1", 1],
      ["s2", 2],
    ]);
  });

  const homeRefusals: Array<[string, (form: HomePageForm) => unknown, string, string]> = [
    ["an empty title", (form) => ({ ...form, title: "" }), "title", messages.title],
    ["a blank title", (form) => ({ ...form, title: "   " }), "title", messages.titleBlank],
    ["no meta title", (form) => ({ ...form, meta_title: " " }), "meta_title", messages.metaTitle],
    ["no meta description", (form) => ({ ...form, meta_description: "" }), "meta_description", messages.metaDescription],
    [
      "a blank hero title",
      (form) => ({ ...form, content: { ...form.content, hero_title: "  " } }),
      "content.hero_title",
      messages.heroTitle,
    ],
    ["a script address as SEO image", (form) => ({ ...form, seo_image_url: "javascript:alert(1)" }), "seo_image_url", messages.imageUrl],
    [
      "a malformed favicon address",
      (form) => ({ ...form, content: { ...form.content, favicon_url: "favicon.ico" } }),
      "content.favicon_url",
      messages.imageUrl,
    ],
    [
      "a shown banner without alternative text",
      (form) => ({ ...form, content: { ...form.content, banner_settings: { enabled: true, url: "/uploads/b.webp", alt: " " } } }),
      "content.banner_settings.alt",
      messages.bannerAlt,
    ],
    [
      "an area without a title",
      (form) => ({ ...form, content: { ...form.content, areas: [{ ...form.content.areas[0]!, title: "" }] } }),
      "content.areas.0.title",
      "Título da área é obrigatório",
    ],
    [
      "an unknown area icon",
      (form) => ({ ...form, content: { ...form.content, areas: [{ ...form.content.areas[0]!, icon: "Skull" }] } }),
      "content.areas.0.icon",
      "Ícone inválido",
    ],
    [
      "a section without text",
      (form) => ({ ...form, content: { ...form.content, sections: [{ id: "s", title: "T", content: " ", type: "text", order: 1 }] } }),
      "content.sections.0.content",
      "Texto da seção é obrigatório",
    ],
    [
      "a page tracking tag without code",
      (form) => ({
        ...form,
        content: {
          ...form.content,
          tracking_tags: [{ id: "t", name: "Tag", type: "pixel", content: "", position: "head", enabled: true }],
        },
      }),
      "content.tracking_tags.0.content",
      "Código da tag é obrigatório",
    ],
  ];

  it.each(homeRefusals)("refuses a home page with %s and writes nothing", async (_case, change, field, message) => {
    const before = await storedRows();
    const result = await saveHomePage(change(home), { authorId: null });
    expect(result).toMatchObject({ ok: false, status: 400, message, fieldErrors: { [field]: message } });
    expect(await storedRows()).toEqual(before);
    expect(invalidateCache).not.toHaveBeenCalled();
  });

  it("saves the about page: certificate, video, sections and gallery", async () => {
    const result = await saveAboutPage(
      {
        ...about,
        content: {
          ...about.content,
          hero_title: "",
          certificate_url: "/uploads/novo-certificado.pdf",
          youtube_url: "https://youtu.be/dQw4w9WgXcQ",
          sections: [...about.content.sections, { id: "s-new", title: "Nova seção", text: "Texto novo", image_url: "" }],
          gallery: [about.content.gallery[1]!, { ...about.content.gallery[0]!, alt: "Fachada" }],
        },
      },
      { authorId: null },
    );
    expect(result).toEqual({ ok: true });
    expect(invalidateCache).toHaveBeenCalledWith("special:about");
    const saved = (await getAboutPage())!.content;
    expect(saved.certificate_url).toBe("/uploads/novo-certificado.pdf");
    expect(saved.youtube_url).toBe("https://youtu.be/dQw4w9WgXcQ");
    expect(saved.sections.at(-1)).toEqual({ id: "s-new", title: "Nova seção", text: "Texto novo", image_url: "" });
    expect(saved.gallery.map((image) => [image.url, image.alt])).toEqual([
      ["/uploads/g2.webp", expect.any(String)],
      ["/uploads/g1.webp", "Fachada"],
    ]);
  });

  const aboutRefusals: Array<[string, (form: AboutPageForm) => unknown, string, string]> = [
    ["an empty title", (form) => ({ ...form, title: "" }), "title", messages.title],
    ["no meta title", (form) => ({ ...form, meta_title: "" }), "meta_title", messages.metaTitle],
    [
      "a video address that is not YouTube",
      (form) => ({ ...form, content: { ...form.content, youtube_url: "https://vimeo.com/123456" } }),
      "content.youtube_url",
      messages.youtubeUrl,
    ],
    [
      "a malformed certificate address",
      (form) => ({ ...form, content: { ...form.content, certificate_url: "certificado.pdf" } }),
      "content.certificate_url",
      messages.certificateUrl,
    ],
    [
      "a gallery image without an address",
      (form) => ({ ...form, content: { ...form.content, gallery: [{ id: "g", url: "", alt: "" }] } }),
      "content.gallery.0.url",
      messages.imageUrl,
    ],
    [
      "a section image that leaves the site",
      (form) => ({
        ...form,
        content: { ...form.content, sections: [{ id: "s", title: "T", text: "X", image_url: "//evil.example/a.png" }] },
      }),
      "content.sections.0.image_url",
      messages.imageUrl,
    ],
    [
      "a section without a title",
      (form) => ({ ...form, content: { ...form.content, sections: [{ id: "s", title: "", text: "X", image_url: "" }] } }),
      "content.sections.0.title",
      "Título da seção é obrigatório",
    ],
  ];

  it.each(aboutRefusals)("refuses an about page with %s and writes nothing", async (_case, change, field, message) => {
    const before = await storedRows();
    const result = await saveAboutPage(change(about), { authorId: null });
    expect(result).toMatchObject({ ok: false, status: 400, message, fieldErrors: { [field]: message } });
    expect(await storedRows()).toEqual(before);
  });

  it("refuses input that is not a page at all", async () => {
    expect((await saveHomePage(undefined, { authorId: null })).ok).toBe(false);
    expect((await saveAboutPage({ ...about, content: "texto" }, { authorId: null })).ok).toBe(false);
  });

  it("answers 'Página não encontrada' when the page does not exist", async () => {
    await db().delete(specialPages).where(eq(specialPages.pageKey, "about"));
    expect(await saveAboutPage(about, { authorId: null })).toEqual({ ok: false, status: 404, message: messages.notFound, fieldErrors: {} });
    expect(await getAboutPageFormValues()).toBeNull();
  });
});
