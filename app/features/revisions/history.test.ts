import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { blogPosts, pageRedirects, pages, policies, revisions, specialPages, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { createPost, getPostForEditor, getPublishedPost, postHistory, updatePost } from "~/features/blog/index.server";
import { createPage, deletePage, pageHistory, resolveCatalogueDetail, updatePage } from "~/features/catalogue/index.server";
import { invalidateCache } from "~/platform/page-cache/page-cache.server";
import { policyHistory, updatePolicy } from "~/features/policies/index.server";
import { sampleHomeContent } from "~/features/seed/sample-content";
import { getHomePageFormValues, saveHomePage, specialPageHistory } from "~/features/special-pages/index.server";
import { recentActivity } from "~/features/activity/index.server";
import { revisionHistory } from "./history.server";
import { revisionsKept } from "./record.server";
import { requestScope } from "~/lib/request-scope.server";

vi.mock("~/platform/page-cache/page-cache.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/platform/page-cache/page-cache.server")>();
  return { ...actual, invalidateCache: vi.fn(actual.invalidateCache) };
});

const ana = { id: "staff-ana", name: "Ana Editora", email: "ana@magnasul.exemplo.com.br" };
const bruno = { id: "staff-bruno", name: "Bruno Admin", email: "bruno@magnasul.exemplo.com.br" };
// A restore is authored by the staff member the request acts for, as the admin guards set it.
const asStaff = <T>(actor: { id: string; name: string }, work: () => Promise<T>) => requestScope.run({ id: "test", actor }, work);

const pageForm = (introduction: string, overrides: Record<string, unknown> = {}) => ({
  title: "Grade Magnética",
  slug: "grade-magnetica",
  page_type: "produto",
  content: { introduction },
  ...overrides,
});

async function newPage() {
  const created = await createPage(pageForm("Primeira versão"), { authorId: ana.id });
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

const historyOf = (subject: "page" | "post" | "policy" | "special", subjectId: string) => revisionHistory({ subject, subjectId });

describe.each(testDrivers)("revisions on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db().insert(users).values([ana, bruno]);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(revisions);
    await db().delete(pageRedirects);
    await db().delete(pages);
    await db().delete(blogPosts);
    vi.mocked(invalidateCache).mockClear();
  });

  it("keeps every save with its author and time, newest first, each with what it changed", async () => {
    const id = await newPage();
    await updatePage(id, pageForm("Segunda versão"), { authorId: bruno.id });
    const history = await historyOf("page", id);
    expect(history.map((entry) => [entry.author, entry.origin])).toEqual([
      ["Bruno Admin", "save"],
      ["Ana Editora", "save"],
    ]);
    expect(history[0]!.changes).toEqual([{ label: "Introdução", before: "Primeira versão", after: "Segunda versão" }]);
    expect(history[1]!.changes).toBeNull();
    expect(new Date(history[0]!.savedAt).getTime()).toBeGreaterThan(new Date(history[1]!.savedAt).getTime());

    // Each save is a row of the activity log too, by the same author, naming the fields as the editor does.
    const activity = (await recentActivity(10)).filter((row) => row.entityId === id);
    expect(activity.map((row) => [row.actorName, row.action, row.label, row.fields])).toEqual([
      ["Bruno Admin", "updated", "Grade Magnética", ["Introdução"]],
      ["Ana Editora", "created", "Grade Magnética", []],
    ]);
  });

  it("restores a page through its save: a new revision by whoever restored, the old address redirecting, the cache told", async () => {
    const id = await newPage();
    await updatePage(id, pageForm("Segunda versão", { slug: "grade-nova" }), { authorId: ana.id });
    await updatePage(id, pageForm("Terceira versão", { slug: "grade-nova" }), { authorId: ana.id });
    const first = (await historyOf("page", id)).at(-1)!;
    vi.mocked(invalidateCache).mockClear();

    expect(await asStaff(bruno, () => pageHistory.restore(id, { revision: first.id }))).toEqual({ ok: true });

    const detail = await resolveCatalogueDetail("/produtos/grade-magnetica", "grade-magnetica");
    expect(detail).toMatchObject({ kind: "page", page: { content: { introduction: "Primeira versão" } } });
    expect(await resolveCatalogueDetail("/produtos/grade-nova", "grade-nova")).toEqual({ kind: "moved", to: "/produtos/grade-magnetica" });
    expect(invalidateCache).toHaveBeenCalledWith("catalogue");
    const [restore] = await historyOf("page", id);
    expect(restore).toMatchObject({ author: "Bruno Admin", origin: "restore", restoredFromAt: first.savedAt });
    expect(restore!.changes).toEqual(
      expect.arrayContaining([
        { label: "Slug", before: "grade-nova", after: "grade-magnetica" },
        { label: "Introdução", before: "Terceira versão", after: "Primeira versão" },
      ]),
    );
    expect(await historyOf("page", id)).toHaveLength(4);
  });

  it("keeps what a page held before its first tracked save, so that save can be undone", async () => {
    const [seeded] = await db()
      .insert(pages)
      .values({
        title: "Filtro Antigo",
        slug: "filtro-antigo",
        pageType: "servico",
        content: { image_url: "", catalog_url: "", introduction: "Texto do seed", description: "", sections: [], gallery_images: [] },
        updatedAt: new Date("2026-01-10T12:00:00Z"),
      })
      .returning({ id: pages.id });
    const id = seeded!.id;
    await updatePage(id, pageForm("Texto editado", { title: "Filtro Antigo", slug: "filtro-antigo", page_type: "servico" }), {
      authorId: ana.id,
    });
    const history = await historyOf("page", id);
    expect(history.map((entry) => [entry.author, entry.origin])).toEqual([
      ["Ana Editora", "save"],
      [null, "baseline"],
    ]);
    expect(history[1]!.savedAt).toBe("2026-01-10T12:00:00.000Z");
    expect(history[0]!.changes).toEqual([{ label: "Introdução", before: "Texto do seed", after: "Texto editado" }]);

    expect(await asStaff(bruno, () => pageHistory.restore(id, { revision: history[1]!.id }))).toEqual({ ok: true });
    const [row] = await db().select({ content: pages.content }).from(pages).where(eq(pages.id, id));
    expect(row!.content.introduction).toBe("Texto do seed");
    expect(await historyOf("page", id)).toHaveLength(3);
  });

  it("refuses a restore the save would refuse, and changes nothing", async () => {
    const id = await newPage();
    await updatePage(id, pageForm("Segunda versão", { slug: "grade-nova" }), { authorId: ana.id });
    const other = await createPage(pageForm("Outra", { title: "Outra", slug: "grade-magnetica" }), { authorId: ana.id });
    expect(other.ok).toBe(true);
    const first = (await historyOf("page", id)).at(-1)!;
    expect(await asStaff(bruno, () => pageHistory.restore(id, { revision: first.id }))).toEqual({
      ok: false,
      status: 409,
      message: "Não foi possível restaurar esta versão: Já existe uma página com este slug",
    });
    expect(await historyOf("page", id)).toHaveLength(2);
    const [row] = await db().select({ slug: pages.slug }).from(pages).where(eq(pages.id, id));
    expect(row!.slug).toBe("grade-nova");
  });

  it("refuses a revision of another item, or an unknown one", async () => {
    const id = await newPage();
    const other = await createPage(pageForm("Outra", { title: "Outra", slug: "outra" }), { authorId: ana.id });
    if (!other.ok) throw new Error(other.message);
    const [otherRevision] = await historyOf("page", other.id);
    const refusal = { ok: false, status: 404, message: "Esta versão não está mais no histórico." };
    expect(await asStaff(bruno, () => pageHistory.restore(id, { revision: otherRevision!.id }))).toEqual(refusal);
    expect(await asStaff(bruno, () => pageHistory.restore(id, { revision: "não é um id" }))).toEqual(refusal);
  });

  it(`keeps the last ${revisionsKept} revisions of each item`, async () => {
    const id = await newPage();
    for (let save = 2; save <= revisionsKept + 5; save++) await updatePage(id, pageForm(`Versão ${save}`), { authorId: ana.id });
    const history = await historyOf("page", id);
    expect(history).toHaveLength(revisionsKept);
    expect(history[0]!.changes).toEqual([
      { label: "Introdução", before: `Versão ${revisionsKept + 4}`, after: `Versão ${revisionsKept + 5}` },
    ]);
    expect(history.at(-1)!.changes).toBeNull();
    await deletePage(id);
    expect(await db().select().from(revisions)).toHaveLength(0);
  });

  it("restores a post, a policy and the home page through their own saves", async () => {
    const created = await createPost({ title: "Filtros", slug: "filtros", content: "Texto A", published: true }, { authorId: ana.id });
    if (!created.ok) throw new Error(created.message);
    const post = (await getPostForEditor("filtros"))!;
    await updatePost({ ...post, content: "Texto B" }, { authorId: bruno.id });
    const [, firstPost] = await historyOf("post", post.id);
    expect(await asStaff(bruno, () => postHistory.restore(post.id, { revision: firstPost!.id }))).toEqual({ ok: true });
    expect((await getPublishedPost("filtros"))?.content).toBe("Texto A");
    expect(invalidateCache).toHaveBeenCalledWith("blog");

    const [policy] = await db().insert(policies).values({ sectionKey: "terms_of_use", title: "Termos", content: "Versão 1" }).returning();
    await updatePolicy({ id: policy!.id, title: "Termos", content: "Versão 2" }, { authorId: ana.id });
    await updatePolicy({ id: policy!.id, title: "Termos", content: "Versão 3" }, { authorId: ana.id });
    const policyVersions = await historyOf("policy", policy!.id);
    expect(policyVersions.map((entry) => entry.origin)).toEqual(["save", "save", "baseline"]);
    expect(policyVersions[1]!.changes).toEqual([{ label: "Conteúdo", before: "Versão 1", after: "Versão 2" }]);
    const secondPolicy = policyVersions[1];
    expect(await asStaff(bruno, () => policyHistory.restore(policy!.id, { revision: secondPolicy!.id }))).toEqual({ ok: true });
    const [policyRow] = await db().select().from(policies);
    expect(policyRow!.content).toBe("Versão 2");

    await db()
      .insert(specialPages)
      .values({ pageKey: "home", title: "Início", content: sampleHomeContent(""), metaTitle: "Início", metaDescription: "Descrição" });
    const home = (await getHomePageFormValues())!;
    await saveHomePage(home, { authorId: ana.id });
    await saveHomePage({ ...home, content: { ...home.content, hero_title: "Novo título" } }, { authorId: ana.id });
    const homeVersions = await historyOf("special", "home");
    // The stored page read as the editor reads it, then saved unchanged: nothing differs.
    expect(homeVersions[1]!.changes).toEqual([]);
    const firstHome = homeVersions[1];
    expect(await asStaff(bruno, () => specialPageHistory.restore("home", { revision: firstHome!.id }))).toEqual({ ok: true });
    expect((await getHomePageFormValues())!.content.hero_title).toBe(home.content.hero_title);
    expect((await historyOf("special", "home"))[0]).toMatchObject({ author: "Bruno Admin", origin: "restore" });
  });
});
