import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { blogPosts, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { invalidateCache } from "~/platform/page-cache/page-cache.server";
import {
  findPostRedirect,
  getPostForEditor,
  getPublishedPost,
  listPublishedPostsForSitemap,
  pageOfPostsForStaff,
  pageOfPublishedPosts,
} from "./queries.server";
import { createPost, deletePost, updatePost } from "./service.server";
import { postMessages } from "./schema";

// Invalidations still reach the content memo: a save shows on the next read.
vi.mock("~/platform/page-cache/page-cache.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/platform/page-cache/page-cache.server")>();
  return { ...actual, invalidateCache: vi.fn(actual.invalidateCache) };
});

const staffId = "staff-blog-test";

function post(overrides: Record<string, unknown> = {}) {
  return {
    title: "Como escolher um filtro magnético",
    slug: "",
    excerpt: "Três pontos para acertar na escolha.",
    featuredImageUrl: "/uploads/filtro.webp",
    published: false,
    content: "## Vazão\n\nTexto do artigo.",
    ...overrides,
  };
}

async function createOk(overrides: Record<string, unknown> = {}) {
  const result = await createPost(post(overrides), { authorId: staffId });
  if (!result.ok) throw new Error(result.message);
  return (await getPostForEditor(result.slug))!;
}

describe.each(testDrivers)("blog service on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db().insert(users).values({ id: staffId, name: "Equipe", email: "equipe@magnasul.exemplo.com.br" });
  });

  afterAll(() => closeDatabase());

  beforeEach(async () => {
    await db().delete(blogPosts);
    vi.mocked(invalidateCache).mockClear();
  });

  it("creates a draft with the slug derived from the title, by the signed-in staff member", async () => {
    const result = await createPost(post({ title: "  Ímãs de Neodímio: o Guia!  " }), { authorId: staffId });
    expect(result).toEqual({ ok: true, slug: "imas-de-neodimio-o-guia" });
    const [row] = await db().select().from(blogPosts);
    expect(row).toMatchObject({
      title: "Ímãs de Neodímio: o Guia!",
      slug: "imas-de-neodimio-o-guia",
      published: false,
      createdBy: staffId,
    });
    expect(row!.content).toBe("## Vazão\n\nTexto do artigo.");
    expect(invalidateCache).toHaveBeenCalledWith("blog");
  });

  it("normalises a typed slug the same way", async () => {
    const result = await createPost(post({ slug: " -Separação  Magnética--2026- " }), { authorId: staffId });
    expect(result).toEqual({ ok: true, slug: "separacao-magnetica-2026" });
  });

  it("refuses blank title, slug and content with the spec's messages, writing nothing", async () => {
    const result = await createPost(post({ title: "   ", slug: " !!! ", content: " \n " }), { authorId: staffId });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { title: "O título é obrigatório.", slug: "O slug é obrigatório.", content: "O conteúdo é obrigatório." },
    });
    expect(await createPost({}, { authorId: staffId })).toMatchObject({ ok: false, fieldErrors: { title: "O título é obrigatório." } });
    const noLetters = await createPost(post({ title: "???", slug: "" }), { authorId: staffId });
    expect(noLetters).toMatchObject({ ok: false, fieldErrors: { slug: "O slug é obrigatório." } });
    expect(await db().select().from(blogPosts)).toEqual([]);
    expect(invalidateCache).not.toHaveBeenCalled();
  });

  it("refuses texts over their limits and an image address that is not one", async () => {
    const result = await createPost(
      post({
        title: "t".repeat(201),
        slug: "s".repeat(201),
        excerpt: "r".repeat(501),
        content: "c".repeat(100_001),
        featuredImageUrl: "javascript:alert(1)",
      }),
      { authorId: staffId },
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        title: "O título pode ter até 200 caracteres.",
        slug: "O slug pode ter até 200 caracteres.",
        excerpt: "O resumo pode ter até 500 caracteres.",
        content: "O conteúdo pode ter até 100.000 caracteres.",
        featuredImageUrl: "URL da imagem deve ser válida",
      },
    });
    expect(await createPost(post({ featuredImageUrl: "//outro.site/x.png" }), { authorId: staffId })).toMatchObject({ ok: false });
    expect(await createPost(post({ featuredImageUrl: "https://cdn.exemplo.com.br/x.png" }), { authorId: staffId })).toMatchObject({
      ok: true,
    });
  });

  it("answers a malformed request in Portuguese", async () => {
    expect(await createPost(undefined, { authorId: staffId })).toMatchObject({
      ok: false,
      status: 400,
      message: "Dados do post inválidos.",
    });
    expect(await createPost(post({ published: "sim", excerpt: 3 }), { authorId: staffId })).toMatchObject({
      ok: false,
      fieldErrors: { published: "Informe se o post está publicado.", excerpt: "O resumo deve ser um texto." },
    });
    expect(await deletePost(undefined)).toMatchObject({ ok: false, status: 400, message: "Dados do post inválidos." });
  });

  it("stores an empty excerpt and image as null", async () => {
    await createPost(post({ excerpt: "  ", featuredImageUrl: "" }), { authorId: staffId });
    const [row] = await db().select().from(blogPosts);
    expect(row).toMatchObject({ excerpt: null, featuredImageUrl: null });
  });

  it("refuses a duplicate slug on create and on update, and changes nothing", async () => {
    const first = await createOk({ slug: "filtro" });
    const second = await createOk({ slug: "outro", title: "Outro" });
    vi.mocked(invalidateCache).mockClear();

    const duplicate = await createPost(post({ slug: "Filtro", title: "Cópia" }), { authorId: staffId });
    expect(duplicate).toMatchObject({
      ok: false,
      status: 409,
      message: "Erro: O slug informado já está em uso. Por favor, escolha outro.",
      fieldErrors: { slug: "Já existe um post com este slug" },
    });
    expect(await db().select().from(blogPosts)).toHaveLength(2);

    const renamed = await updatePost({ ...post({ slug: "filtro", title: "Outro renomeado" }), id: second.id }, { authorId: null });
    expect(renamed).toMatchObject({ ok: false, status: 409, fieldErrors: { slug: postMessages.slugTaken } });
    expect(await getPostForEditor("outro")).toMatchObject({ title: "Outro" });
    expect(await getPostForEditor("filtro")).toMatchObject({ id: first.id, title: first.title });
    expect(invalidateCache).not.toHaveBeenCalled();
  });

  it("publishes and unpublishes, and the public queries follow", async () => {
    const draft = await createOk({ slug: "rascunho" });
    expect(await getPublishedPost("rascunho")).toBeNull();
    expect((await pageOfPublishedPosts({ page: 1, size: 12 })).rows).toEqual([]);

    expect(
      await updatePost({ ...post({ slug: "rascunho", title: "Agora publicado" }), id: draft.id, published: true }, { authorId: null }),
    ).toEqual({
      ok: true,
      slug: "rascunho",
    });
    expect(invalidateCache).toHaveBeenLastCalledWith("blog");
    expect(await getPublishedPost("rascunho")).toMatchObject({ title: "Agora publicado" });
    expect((await pageOfPublishedPosts({ page: 1, size: 12 })).rows.map((row) => row.slug)).toEqual(["rascunho"]);
    expect((await listPublishedPostsForSitemap()).map((row) => row.slug)).toEqual(["rascunho"]);

    await updatePost({ ...post({ slug: "rascunho" }), id: draft.id, published: false }, { authorId: null });
    expect(await getPublishedPost("rascunho")).toBeNull();
    expect(await pageOfPublishedPosts({ page: 1, size: 12 })).toMatchObject({ rows: [], total: 0 });
    expect(await listPublishedPostsForSitemap()).toEqual([]);
  });

  it("an update moves the post to a new slug and stamps updated_at", async () => {
    const created = await createOk({ slug: "antigo", published: true });
    const longAgo = new Date("2020-01-01T00:00:00Z");
    await db().update(blogPosts).set({ createdAt: longAgo, updatedAt: longAgo }).where(eq(blogPosts.id, created.id));
    const result = await updatePost({ ...post({ slug: "Novo Endereço", published: true }), id: created.id }, { authorId: null });
    expect(result).toEqual({ ok: true, slug: "novo-endereco" });
    expect(await getPublishedPost("antigo")).toBeNull();
    const after = await getPublishedPost("novo-endereco");
    expect(after!.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    expect(after!.createdAt).toEqual(longAgo);
  });

  it("keeps a renamed post's old address leading to it, until another post takes that address", async () => {
    const created = await createOk({ slug: "endereco-antigo", published: true });
    await updatePost({ ...post({ slug: "endereco-novo", published: true }), id: created.id }, { authorId: null });
    expect(await findPostRedirect("endereco-antigo")).toBe("endereco-novo");
    await updatePost({ ...post({ slug: "endereco-final", published: true }), id: created.id }, { authorId: null });
    expect(await findPostRedirect("endereco-antigo")).toBe("endereco-final");
    expect(await findPostRedirect("endereco-novo")).toBe("endereco-final");
    await createOk({ title: "Outro", slug: "endereco-antigo", published: true });
    expect(await findPostRedirect("endereco-antigo")).toBeNull();
  });

  it("answers an update or delete of a missing post with not found", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await updatePost({ ...post({ slug: "x" }), id: missing }, { authorId: null })).toMatchObject({
      ok: false,
      status: 404,
      message: "Post não encontrado ou não existe.",
    });
    expect(await deletePost({ id: missing })).toMatchObject({ ok: false, status: 404 });
    expect(await deletePost({ id: "não-é-um-id" })).toMatchObject({ ok: false, status: 400 });
  });

  it("deletes a post, and it leaves the blog", async () => {
    const created = await createOk({ slug: "apagar", published: true });
    expect(await getPublishedPost("apagar")).not.toBeNull();
    expect(await deletePost({ id: created.id })).toEqual({ ok: true });
    expect(invalidateCache).toHaveBeenLastCalledWith("blog");
    expect(await getPublishedPost("apagar")).toBeNull();
    expect(await getPostForEditor("apagar")).toBeNull();
  });
});

describe.each(testDrivers)("blog queries for staff on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    const day = 24 * 60 * 60 * 1000;
    await db()
      .insert(blogPosts)
      .values([
        { title: "Grade Magnética: guia", slug: "guia-grade", content: "a", createdAt: new Date(Date.now() - 3 * day) },
        { title: "Remagnetização", slug: "quando-remagnetizar", content: "b", published: true, createdAt: new Date(Date.now() - day) },
        { title: "Ímãs 100% neodímio", slug: "imas-neodimio", content: { blocks: [{ type: "heading", level: 2, content: "Legado" }] } },
      ]);
  });

  afterAll(() => closeDatabase());

  it("lists every post, drafts included, newest first, one page at a time", async () => {
    expect((await pageOfPostsForStaff("", { page: 1, size: 10 })).rows.map((row) => row.slug)).toEqual([
      "imas-neodimio",
      "quando-remagnetizar",
      "guia-grade",
    ]);
    const second = await pageOfPostsForStaff("", { page: 2, size: 2 });
    expect(second).toMatchObject({ total: 3, pages: 2, page: 2 });
    expect(second.rows.map((row) => row.slug)).toEqual(["guia-grade"]);
  });

  it("searches titles ignoring case and accents, and slugs also typed as words", async () => {
    const slugs = async (term: string) => (await pageOfPostsForStaff(term, { page: 1, size: 10 })).rows.map((row) => row.slug);
    expect(await slugs("grade magnetica")).toEqual(["guia-grade"]);
    expect(await slugs("IMAS")).toEqual(["imas-neodimio"]);
    expect(await slugs("quando remagnetizar")).toEqual(["quando-remagnetizar"]);
    expect(await slugs("100%")).toEqual(["imas-neodimio"]);
    expect(await slugs("_")).toEqual([]);
    expect(await slugs("inexistente")).toEqual([]);
  });

  it("gives the editor legacy block content as Markdown", async () => {
    expect(await getPostForEditor("imas-neodimio")).toMatchObject({ content: "## Legado", excerpt: "", featuredImageUrl: "" });
    expect(await getPostForEditor("nao-existe")).toBeNull();
  });
});
