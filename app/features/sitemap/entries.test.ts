import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { blogPosts, pages, policies, siteSettings, specialPages } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { sitemapEntries } from "./entries.server";
import { sitemapXml } from "./sitemap-xml";

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
const content = {} as never;

describe.each(testDrivers)("the sitemap's addresses on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(specialPages)
      .values([
        { pageKey: "home", title: "Início", content, updatedAt: day(2) },
        { pageKey: "about", title: "Quem Somos", content, updatedAt: day(3) },
      ]);
    await db()
      .insert(pages)
      .values([
        { title: "Grade", slug: "grade", pageType: "produto", content, updatedAt: day(5) },
        { title: "Tambor", slug: "tambor", pageType: "produto", content, updatedAt: day(7) },
        { title: "Rascunho", slug: "rascunho", pageType: "produto", content, published: false, updatedAt: day(20) },
        { title: "Rebobinamento", slug: "rebobinamento", pageType: "servico", content, updatedAt: day(4) },
      ]);
    await db()
      .insert(blogPosts)
      .values([
        { title: "Post", slug: "post", content, published: true, updatedAt: day(9) },
        { title: "Rascunho", slug: "rascunho-post", content, updatedAt: day(21) },
      ]);
    await db()
      .insert(policies)
      .values([
        { sectionKey: "privacy_policy", title: "Privacidade", content: "Texto.", updatedAt: day(6) },
        { sectionKey: "terms_of_use", title: "Termos", content: "Texto.", updatedAt: day(8) },
      ]);
    await db()
      .insert(siteSettings)
      .values([
        { settingKey: "company", settingValue: { name: "Magnasul" }, updatedAt: day(1) },
        { settingKey: "chatbot_enabled", settingValue: true, updatedAt: day(22) },
      ]);
  });
  afterAll(() => closeDatabase());

  it("dates each fixed page by what it shows, never by the request's time", async () => {
    const dated = Object.fromEntries((await sitemapEntries()).map((entry) => [entry.path, entry.lastModified]));
    expect(dated).toEqual({
      "/": day(7),
      "/quem-somos": day(3),
      "/produtos": day(7),
      "/servicos": day(4),
      "/importados": undefined,
      "/blog": day(9),
      "/contato": day(1),
      "/politicas": day(8),
      "/produtos/grade": day(5),
      "/produtos/tambor": day(7),
      "/servicos/rebobinamento": day(4),
      "/blog/post": day(9),
    });
  });

  it("writes them as sitemaps.org entries, escaped", () => {
    const xml = sitemapXml("https://exemplo.com.br", [
      { path: "/", lastModified: day(2) },
      { path: "/busca?a=1&b=2", lastModified: undefined },
    ]);
    expect(xml).toContain("<url><loc>https://exemplo.com.br/</loc><lastmod>2026-01-02T12:00:00.000Z</lastmod></url>");
    expect(xml).toContain("<url><loc>https://exemplo.com.br/busca?a=1&#38;b=2</loc></url>");
  });
});
