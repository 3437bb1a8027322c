import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import type { HomeContent } from "~/db/content-types";
import { blogPosts, pages, policies, siteSettings, specialPages } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { localDiskStorage } from "~/features/uploads/index.server";
import { seedIfEmpty, seedSampleContent } from "./seed.server";

async function snapshot() {
  const [pageRows, postRows, policyRows, specialRows, settingRows] = await Promise.all([
    db().select().from(pages).orderBy(pages.slug),
    db().select().from(blogPosts).orderBy(blogPosts.slug),
    db().select().from(policies).orderBy(policies.sectionKey),
    db().select().from(specialPages).orderBy(specialPages.pageKey),
    db().select().from(siteSettings).orderBy(siteSettings.settingKey),
  ]);
  return { pageRows, postRows, policyRows, specialRows, settingRows };
}

describe.each(testDrivers)("sample content on %s", (driver) => {
  let uploads: string;

  beforeAll(async () => {
    uploads = await fs.mkdtemp(path.join(os.tmpdir(), "seed-uploads-"));
    setProcessDatabase(await createTestDatabase(driver));
  }, 120_000);

  afterAll(async () => {
    await closeDatabase();
    await fs.rm(uploads, { recursive: true, force: true });
  });

  // Drawing every sample image and PDF takes ~15 s on 2 cores, more when the machine is busy.
  it("fills an empty database with the sample catalogue, blog, policies, special pages and settings", { timeout: 120_000 }, async () => {
    expect(await seedIfEmpty({ storage: localDiskStorage(uploads) })).toBe(true);
    const { pageRows, postRows, policyRows, specialRows, settingRows } = await snapshot();

    for (const type of ["produto", "servico", "importado"] as const) {
      const published = pageRows.filter((page) => page.pageType === type && page.published);
      expect(published.length).toBeGreaterThanOrEqual(6);
      for (const page of published) {
        expect(page.content.image_url).toMatch(/^\/uploads\/amostra-.+\.webp$/);
        expect(page.content.catalog_url).toMatch(/^\/uploads\/amostra-.+\.pdf$/);
        expect(page.content.introduction).not.toBe("");
        expect(page.content.sections.length).toBeGreaterThan(0);
        expect(page.content.gallery_images.length).toBeGreaterThanOrEqual(3);
        // A description shortened from the introduction ends on a whole word.
        const kept = page.metaDescription.replace(/…$/, "");
        expect(page.content.introduction.startsWith(kept)).toBe(true);
        expect(page.content.introduction[kept.length] ?? " ").toMatch(/[\s,.;:]/);
      }
      // The home cards cut introductions at 240 characters: the samples show that cut.
      expect(published.some((page) => page.content.introduction.length > 240)).toBe(true);
    }
    expect(pageRows.filter((page) => !page.published)).toHaveLength(1);
    expect(postRows).toHaveLength(4);
    expect(postRows.filter((post) => post.published)).toHaveLength(3);
    expect(policyRows.map((policy) => policy.sectionKey)).toEqual(["cookie_policy", "privacy_policy", "terms_of_use"]);
    expect(specialRows.map((row) => row.pageKey)).toEqual(["about", "home"]);
    const home = specialRows.find((row) => row.pageKey === "home")!.content as HomeContent;
    expect(home.areas).toHaveLength(10);
    expect(settingRows.map((row) => row.settingKey)).toEqual(expect.arrayContaining(["company", "chatbot_enabled"]));
  });

  it("writes every file the content points to, as real images and PDFs", async () => {
    const { pageRows } = await snapshot();
    const files = new Set(await fs.readdir(uploads));
    for (const page of pageRows) {
      const urls = [page.content.image_url, page.content.catalog_url, ...page.content.gallery_images.map((image) => image.url)];
      for (const url of urls) expect(files.has(url.replace("/uploads/", ""))).toBe(true);
    }
    const pdf = await fs.readFile(path.join(uploads, pageRows[0]!.content.catalog_url.replace("/uploads/", "")));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const image = await fs.readFile(path.join(uploads, pageRows[0]!.content.image_url.replace("/uploads/", "")));
    expect(image.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("changes nothing when run again, and keeps staff edits", async () => {
    await db().update(policies).set({ title: "Privacidade (editada)" });
    const before = await snapshot();
    const filesBefore = await fs.readdir(uploads);
    await seedSampleContent({ storage: localDiskStorage(uploads) });
    expect(await seedIfEmpty({ storage: localDiskStorage(uploads) })).toBe(false);
    expect(await snapshot()).toEqual(before);
    expect(await fs.readdir(uploads)).toEqual(filesBefore);
  });
});
