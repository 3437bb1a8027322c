import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import type { PageContent } from "~/db/content-types";
import { activityLog, blogPosts, media, pages, siteSettings, specialPages } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { createOrResetStaff } from "~/features/auth/index.server";
import { resetAuth } from "~/features/auth/auth.server";
import { getContentHealth } from "~/features/reports/content-health.server";
import { localDiskStorage, resizedCopyOf, type FileStorage } from "~/features/uploads/index.server";
import { requestScope } from "~/lib/request-scope.server";
import { indexStoredUploads } from "./backfill.server";
import { deleteMedia, imagesInUseWithoutAlt, mediaDetailsOf, storeMedia, updateMediaAlt } from "./library.server";
import { listMedia, pageOfMedia } from "./media-list.server";
import { findUsages } from "./usage.server";
import { action as deleteRoute } from "~/routes/api/admin/upload";

const png = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer(),
  );

const pageContent = (image: string, gallery: string[] = []): PageContent => ({
  image_url: image,
  catalog_url: "",
  introduction: "Grade para funis.",
  description: "Grade magnética de neodímio.",
  sections: [],
  gallery_images: gallery.map((url) => ({ url })),
});

describe.each(testDrivers)("the media library on %s", (driver) => {
  let root: string;
  let storage: FileStorage;
  let ana: { id: string; name: string };
  const asAna = <T>(work: () => Promise<T>) => requestScope.run({ id: "test", actor: ana }, work);

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    resetAuth();
    const { userId } = await createOrResetStaff({ email: "ana@magnasul.exemplo.com.br", password: "senha-da-ana-1" });
    ana = { id: userId, name: "Ana Souza" };
  });

  afterAll(async () => {
    await closeDatabase();
  });

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "media-"));
    storage = localDiskStorage(root);
    for (const table of [pages, blogPosts, specialPages, siteSettings, media, activityLog]) await db().delete(table);
    return () => fs.rm(root, { recursive: true, force: true });
  });

  const upload = (name: string, bytes: Uint8Array<ArrayBuffer> | string) =>
    asAna(() => storeMedia(new File([bytes], name), ana.id, storage));

  it("keeps each upload with its original name, type, size, dimensions and uploader, logged as Ana's", async () => {
    const photo = await upload("Grade Magnética.png", await png(1600, 900));
    const note = await upload("leia-me.txt", "Instruções de instalação.");
    const [listedNote, listedPhoto] = await listMedia();
    expect(listedPhoto).toMatchObject({
      name: photo.name,
      url: `/uploads/${photo.name}`,
      originalName: "Grade Magnética.png",
      type: "image/png",
      width: 1600,
      height: 900,
      alt: "",
      uploaderName: expect.any(String),
      usages: [],
    });
    expect(listedNote).toMatchObject({ name: note.name, type: "text/plain", width: null, height: null });
    const logged = await db().select().from(activityLog).where(eq(activityLog.entityId, photo.name));
    expect(logged).toMatchObject([{ entity: "upload", action: "created", label: "Grade Magnética.png", actorId: ana.id }]);
  });

  it("reads the 'Mídia' screen a page at a time, found by name or alt text without accents, and by kind", async () => {
    const files = Array.from({ length: 30 }, (_, index) => ({
      name: `a1b2c3d4e5f6${String(index).padStart(4, "0")}-1700000000000.${index % 3 === 0 ? "pdf" : "png"}`,
      originalName: index === 7 ? "Grade Magnética.png" : `arquivo-${index}.${index % 3 === 0 ? "pdf" : "png"}`,
      type: index % 3 === 0 ? "application/pdf" : "image/png",
      size: 100,
      alt: index === 8 ? "Ímã de neodímio" : index % 2 === 0 ? "Foto" : "",
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
    }));
    await db().insert(media).values(files);

    const first = await pageOfMedia(new URLSearchParams());
    expect(first.list).toMatchObject({ total: 30, page: 1, pages: 2, size: 24 });
    expect(first.list.rows).toHaveLength(24);
    expect(first.list.rows[0]?.originalName).toBe("arquivo-29.png");
    const second = await pageOfMedia(new URLSearchParams("pagina=2"));
    expect(second.list.rows.map((row) => row.originalName)).toEqual([
      "arquivo-5.png",
      "arquivo-4.png",
      "arquivo-3.pdf",
      "arquivo-2.png",
      "arquivo-1.png",
      "arquivo-0.pdf",
    ]);
    // The images without alt text are counted over the whole library, not the page shown.
    expect(first.withoutAlt).toBe(files.filter((file) => file.type === "image/png" && !file.alt).length);

    const byName = await pageOfMedia(new URLSearchParams("q=grade magnetica"));
    expect(byName.list.rows.map((row) => row.originalName)).toEqual(["Grade Magnética.png"]);
    const byWords = await pageOfMedia(new URLSearchParams("q=magnetica grade"));
    expect(byWords.list.rows.map((row) => row.originalName)).toEqual(["Grade Magnética.png"]);
    const byAlt = await pageOfMedia(new URLSearchParams("q=IMA DE"));
    expect(byAlt.list.rows.map((row) => row.alt)).toEqual(["Ímã de neodímio"]);
    expect((await pageOfMedia(new URLSearchParams("q=100%"))).list.total).toBe(0);

    const pdfs = await pageOfMedia(new URLSearchParams("tipo=pdf"));
    expect(pdfs.list.total).toBe(10);
    expect(pdfs.list.rows.every((row) => row.type === "application/pdf")).toBe(true);
    expect((await pageOfMedia(new URLSearchParams("tipo=imagem"))).list.total).toBe(20);
    expect((await pageOfMedia(new URLSearchParams("tipo=documento"))).list.total).toBe(0);
    expect((await pageOfMedia(new URLSearchParams("tipo=video"))).filters.kind).toBeNull();
  });

  it("finds every page, post, special page and setting that shows a file, and nothing else", async () => {
    const used = await upload("usada.png", await png(40, 30));
    const cover = await upload("capa.png", await png(40, 30));
    const banner = await upload("banner.png", await png(40, 30));
    const unused = await upload("solta.png", await png(40, 30));
    const [grade] = await db()
      .insert(pages)
      .values({ title: "Grade Magnética", slug: "grade", pageType: "produto", content: pageContent("", [used.url]) })
      .returning({ id: pages.id });
    await db()
      .insert(blogPosts)
      .values([
        { title: "Como limpar", slug: "como-limpar", content: "Texto", featuredImageUrl: cover.url },
        { title: "No texto", slug: "no-texto", content: `Veja ![foto](${used.url})` },
      ]);
    await db()
      .insert(specialPages)
      .values({
        pageKey: "home",
        title: "Início",
        content: { banner_settings: { enabled: true, url: banner.url, alt: "" } } as never,
      });
    await db()
      .insert(siteSettings)
      .values({ settingKey: "logo", settingValue: { url: banner.url } });

    const usages = await findUsages([used.name, cover.name, banner.name, unused.name]);
    expect(usages.get(used.name)).toEqual([
      { label: 'Página "Grade Magnética"', href: `/admin/pages/edit/${grade!.id}` },
      { label: 'Post do blog "No texto"', href: "/admin/blog/no-texto/edit" },
    ]);
    expect(usages.get(cover.name)).toEqual([{ label: 'Post do blog "Como limpar"', href: "/admin/blog/como-limpar/edit" }]);
    expect(usages.get(banner.name)).toEqual([
      { label: "Página Inicial", href: "/admin/home-page" },
      { label: "Configurações", href: "/admin/settings" },
    ]);
    expect(usages.get(unused.name)).toEqual([]);
  });

  it("refuses to delete a file in use, naming where, and keeps its bytes, row and resized copies", async () => {
    const used = await upload("usada.png", await png(40, 30));
    await db()
      .insert(pages)
      .values({ title: "Tambor Magnético", slug: "tambor", pageType: "produto", content: pageContent(used.url) });
    await expect(asAna(() => deleteMedia(used.name, storage))).rejects.toMatchObject({
      status: 409,
      usages: [{ label: 'Página "Tambor Magnético"' }],
    });
    expect(await storage.exists(used.name)).toBe(true);
    expect(await db().select().from(media).where(eq(media.name, used.name))).toHaveLength(1);
  });

  it("refuses a direct DELETE of a used file through the API, with the places in the answer", async () => {
    const used = await upload("usada.png", await png(40, 30));
    await db().insert(blogPosts).values({ title: "Capa", slug: "capa", content: "Texto", featuredImageUrl: used.url });
    // The API's own storage is the app's; the row is what the guard reads.
    const response = (await deleteRoute({
      request: new Request(`http://localhost/api/admin/uploads/${used.name}`, { method: "DELETE" }),
      params: { name: used.name },
    } as never)) as Response;
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: "in_use", usages: [{ label: 'Post do blog "Capa"', href: "/admin/blog/capa/edit" }] },
    });
    expect(await db().select().from(media).where(eq(media.name, used.name))).toHaveLength(1);
  });

  it("deletes an unused file with its resized copies, logged", async () => {
    const unused = await upload("solta.png", await png(40, 30));
    const copy = resizedCopyOf(unused.name, 320);
    await fs.mkdir(path.dirname(copy), { recursive: true });
    await fs.writeFile(copy, "copia");
    await asAna(() => deleteMedia(unused.name, storage));
    expect(await storage.exists(unused.name)).toBe(false);
    await expect(fs.access(copy)).rejects.toThrow();
    expect(await db().select().from(media)).toHaveLength(0);
    expect(await db().select().from(activityLog).where(eq(activityLog.action, "deleted"))).toMatchObject([
      { entity: "upload", entityId: unused.name, label: "solta.png", actorId: ana.id },
    ]);
  });

  it("keeps alt text per file, gives it to the pages that show the image, and the content check flags used images without it", async () => {
    const photo = await upload("grade.png", await png(1200, 800));
    const loose = await upload("solta.png", await png(10, 10));
    await db()
      .insert(pages)
      .values({ title: "Grade Magnética", slug: "grade", pageType: "produto", content: pageContent(photo.url) });
    expect(await imagesInUseWithoutAlt()).toEqual([
      { url: photo.url, originalName: "grade.png", usages: [{ label: 'Página "Grade Magnética"', href: expect.any(String) }] },
    ]);
    const flagged = (await getContentHealth()).issues.filter((issue) => issue.kind === "library_image_alt_missing");
    expect(flagged).toMatchObject([{ title: expect.stringContaining("'grade.png'"), editPath: "/admin/media" }]);

    await asAna(() => updateMediaAlt(photo.name, "Grade magnética instalada em funil"));
    expect(await mediaDetailsOf([photo.url, loose.url, "https://exemplo.com/x.png", null])).toEqual({
      [photo.url]: { alt: "Grade magnética instalada em funil", width: 1200, height: 800 },
      [loose.url]: { alt: "", width: 10, height: 10 },
    });
    expect(await imagesInUseWithoutAlt()).toEqual([]);
    expect((await getContentHealth()).issues.filter((issue) => issue.kind === "library_image_alt_missing")).toEqual([]);
  });

  it("puts files stored before the library into it, with their dimensions and the content's alt text, once", async () => {
    await storage.save("a1b2c3d4e5f60718-1700000000000.png", await png(300, 200));
    await db()
      .insert(pages)
      .values({
        title: "Tambor",
        slug: "tambor",
        pageType: "produto",
        content: { ...pageContent(""), gallery_images: [{ url: "/uploads/a1b2c3d4e5f60718-1700000000000.png", alt: "Tambor aberto" }] },
      });
    await storage.save("a1b2c3d4e5f60719-1700000000000.pdf", new TextEncoder().encode("%PDF-1.4"));
    expect(await indexStoredUploads(storage)).toBe(2);
    expect(await indexStoredUploads(storage)).toBe(0);
    const rows = await db().select().from(media).orderBy(media.name);
    expect(rows).toMatchObject([
      { name: "a1b2c3d4e5f60718-1700000000000.png", type: "image/png", width: 300, height: 200, alt: "Tambor aberto", uploadedBy: null },
      { name: "a1b2c3d4e5f60719-1700000000000.pdf", type: "application/pdf", width: null, height: null, alt: "" },
    ]);
  });
});
