import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { pages, type PageType } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { searchPublished } from "./queries.server";

function page(title: string, slug: string, pageType: PageType, introduction = "", published = true) {
  return {
    title,
    slug,
    pageType,
    published,
    content: { image_url: "", catalog_url: "", introduction, description: "", sections: [], gallery_images: [] },
  };
}

describe.each(testDrivers)("catalogue search on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(pages)
      .values([
        page("Ímãs de Neodímio N52", "imas-de-neodimio", "produto", "Alta força"),
        page("Tambor Magnético", "tambor", "produto", "Separa ímãs e peças de ferro do fluxo"),
        page("Remagnetização de Ímãs", "remagnetizacao", "servico"),
        page("Ímãs de Ferrite", "imas-de-ferrite", "importado"),
        page("Ímã Secreto", "ima-secreto", "produto", "", false),
        page("Filtro 100% inox_316", "filtro", "produto"),
        ...Array.from({ length: 12 }, (_, index) => page(`Grade Magnética ${index}`, `grade-${index}`, "produto")),
      ]);
  });

  afterAll(() => closeDatabase());

  it("ignores case and accents: 'ima' finds 'Ímãs' of every type, titles first", async () => {
    const results = await searchPublished("IMA", 8);
    const slugs = results.map((result) => result.slug);
    expect(slugs.slice(0, 3).sort()).toEqual(["imas-de-ferrite", "imas-de-neodimio", "remagnetizacao"]);
    expect(slugs[3]).toBe("tambor");
    expect(new Set(results.map((result) => result.pageType))).toEqual(new Set(["produto", "servico", "importado"]));
  });

  it("never returns unpublished pages", async () => {
    expect((await searchPublished("secreto", 8)).map((result) => result.slug)).toEqual([]);
  });

  it("returns at most the limit", async () => {
    expect(await searchPublished("grade", 8)).toHaveLength(8);
  });

  it("requires every word and treats % and _ as plain characters", async () => {
    expect((await searchPublished("imas ferrite", 8)).map((result) => result.slug)).toEqual(["imas-de-ferrite"]);
    expect((await searchPublished("100%", 8)).map((result) => result.slug)).toEqual(["filtro"]);
    expect((await searchPublished("0_", 8)).map((result) => result.slug)).toEqual([]);
  });

  it("reads control characters, NUL included, as spaces between words", async () => {
    expect((await searchPublished("imas\u0000ferrite\u0007", 8)).map((result) => result.slug)).toEqual(["imas-de-ferrite"]);
  });

  it("finds nothing for a blank or one-letter search", async () => {
    expect(await searchPublished("  ", 8)).toEqual([]);
    expect(await searchPublished("a", 8)).toEqual([]);
  });
});
