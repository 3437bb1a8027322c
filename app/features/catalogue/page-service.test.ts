import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { pageRedirects, pages } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { getPageForEdit, listPagesForAdmin } from "./admin-queries.server";
import { pageEditorValues } from "./editor-values";
import { createPage, deletePage, updatePage } from "./page-service.server";
import { findRedirect, getPublishedBySlug, listPublished } from "./queries.server";

const form = (overrides: Record<string, unknown> = {}) => ({
  title: "Grade Magnética Rotativa",
  slug: "",
  page_type: "produto",
  content: { introduction: "Grade para pós coesivos.", sections: [{ title: "Aplicações", text: "Açúcar e amido" }] },
  ...overrides,
});

describe.each(testDrivers)("catalogue pages on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(pageRedirects);
    await db().delete(pages);
  });

  it("creates a published page, normalised, visible to visitors at once", async () => {
    const result = await createPage(form({ slug: "Grade Magnética Rotativa" }));
    expect(result).toMatchObject({ ok: true, slug: "grade-magnetica-rotativa", pageType: "produto" });
    const page = await getPublishedBySlug("grade-magnetica-rotativa");
    expect(page?.content).toEqual({
      image_url: "",
      catalog_url: "",
      introduction: "Grade para pós coesivos.",
      description: "",
      sections: [{ title: "Aplicações", text: "Açúcar e amido" }],
      gallery_images: [],
      price_cents: null,
    });
    expect((await listPublished("produto")).map((card) => card.slug)).toEqual(["grade-magnetica-rotativa"]);
  });

  it("keeps a product's price as centavos, and its editor shows it as typed in pt-BR", async () => {
    const created = await createPage(form({ slug: "grade-com-preco", content: { introduction: "Grade.", price_cents: "1.234,56" } }));
    expect(created.ok).toBe(true);
    const [row] = await db().select().from(pages);
    expect(row?.content.price_cents).toBe(123_456);
    expect(pageEditorValues(row!).content.price_cents).toBe("1.234,56");
  });

  it("refuses missing required fields with the service message and writes nothing", async () => {
    const result = await createPage({ title: "", slug: "", page_type: "" });
    expect(result).toMatchObject({ ok: false, status: 400, message: "Título, slug e tipo de página são obrigatórios" });
    expect(await db().select().from(pages)).toHaveLength(0);
  });

  it("refuses a duplicate slug on create and on edit", async () => {
    await createPage(form({ slug: "grade" }));
    const second = await createPage(form({ title: "Outra", slug: "grade" }));
    expect(second).toMatchObject({ ok: false, status: 409, message: "Já existe uma página com este slug" });
    const other = await createPage(form({ title: "Outra", slug: "outra" }));
    if (!other.ok) throw new Error("create failed");
    expect(await updatePage(other.id, form({ slug: "grade" }), { authorId: null })).toMatchObject({ ok: false, status: 409 });
    expect(await db().select().from(pages)).toHaveLength(2);
  });

  it("keeps the old address working after a slug change, and a later page may take it over", async () => {
    const created = await createPage(form({ slug: "grade-antiga" }));
    if (!created.ok) throw new Error("create failed");
    expect(await updatePage(created.id, form({ slug: "grade-nova", page_type: "servico" }), { authorId: null })).toMatchObject({
      ok: true,
    });
    expect(await findRedirect("grade-antiga")).toEqual({ slug: "grade-nova", pageType: "servico" });
    expect(await getPublishedBySlug("grade-antiga")).toBeNull();

    await updatePage(created.id, form({ slug: "grade-final" }), { authorId: null });
    expect(await findRedirect("grade-antiga")).toEqual({ slug: "grade-final", pageType: "produto" });
    expect(await findRedirect("grade-nova")).toEqual({ slug: "grade-final", pageType: "produto" });

    await createPage(form({ title: "Nova grade", slug: "grade-antiga" }));
    expect(await findRedirect("grade-antiga")).toBeNull();
    expect((await getPublishedBySlug("grade-antiga"))?.title).toBe("Nova grade");
  });

  it("hides an unpublished page from visitors and from redirects", async () => {
    const created = await createPage(form({ slug: "rascunho", published: false }));
    if (!created.ok) throw new Error("create failed");
    expect(await getPublishedBySlug("rascunho")).toBeNull();
    await updatePage(created.id, form({ slug: "rascunho-2", published: false }), { authorId: null });
    expect(await findRedirect("rascunho")).toBeNull();
  });

  it("finds a page to edit by slug, then by id", async () => {
    const created = await createPage(form({ slug: "por-id" }));
    if (!created.ok) throw new Error("create failed");
    expect((await getPageForEdit("por-id"))?.id).toBe(created.id);
    expect((await getPageForEdit(created.id))?.slug).toBe("por-id");
    expect(await getPageForEdit("nao-existe")).toBeNull();
    await updatePage(created.id, form({ slug: "por-id-novo" }), { authorId: null });
    expect((await getPageForEdit("por-id"))?.slug).toBe("por-id-novo");
  });

  it("deletes a page and its redirects", async () => {
    const created = await createPage(form({ slug: "apagar" }));
    if (!created.ok) throw new Error("create failed");
    await updatePage(created.id, form({ slug: "apagar-2" }), { authorId: null });
    expect(await deletePage(created.id)).toEqual({ ok: true, title: "Grade Magnética Rotativa" });
    expect(await findRedirect("apagar")).toBeNull();
    expect(await deletePage(created.id)).toMatchObject({ ok: false, status: 404 });
  });

  it("counts by type and paginates 10,000 pages in the database in under 150 ms", async () => {
    await db().execute(sql`
      insert into pages (title, slug, page_type, content, created_at)
      select 'Página ' || n, 'pagina-' || n, (array['produto','servico','importado'])[1 + n % 3],
             '{"image_url":"","catalog_url":"","introduction":"","description":"","sections":[],"gallery_images":[]}'::jsonb,
             now() - (n || ' minutes')::interval
      from generate_series(1, 10000) as n`);
    await listPagesForAdmin({ type: "all", page: 1, size: 10 });
    const timings: number[] = [];
    for (const [type, page] of [
      ["all", 1],
      ["servico", 200],
      ["importado", 66],
      ["all", 999],
    ] as const) {
      const started = performance.now();
      const { rows, counts } = await listPagesForAdmin({ type, page, size: 10 });
      timings.push(performance.now() - started);
      expect(rows.length).toBeGreaterThan(0);
      expect(counts).toEqual({ all: 10000, produto: 3333, servico: 3334, importado: 3333 });
    }
    expect(Math.max(...timings)).toBeLessThan(150);
    const first = await listPagesForAdmin({ type: "servico", page: 1, size: 5 });
    expect(first.rows.map((row) => row.slug)).toEqual(["pagina-1", "pagina-4", "pagina-7", "pagina-10", "pagina-13"]);
    // A page past the end (the last one's only page deleted, an old link) shows the last page.
    const past = await listPagesForAdmin({ type: "servico", page: 99_999, size: 10 });
    expect(past).toMatchObject({ page: 334, pages: 334 });
    expect(past.rows.map((row) => row.slug)).toEqual(["pagina-9991", "pagina-9994", "pagina-9997", "pagina-10000"]);
  });
});
