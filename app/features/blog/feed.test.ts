import { parseFeed } from "@rowanmanning/feed-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { blogFeedXml, feedSize } from "./feed.server";

const content = {} as never;
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

describe.each(testDrivers)("the blog's feed on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(blogPosts)
      .values([
        ...Array.from({ length: feedSize + 2 }, (_, n) => ({
          title: `Post ${n + 1}`,
          slug: `post-${n + 1}`,
          excerpt: `Resumo ${n + 1}`,
          content,
          published: true,
          createdAt: day(n + 1),
          updatedAt: day(n + 1),
        })),
        {
          title: "Ímãs & <motores>",
          slug: "imas-e-motores",
          excerpt: "Texto com ]]> no meio & <b>marcas</b>",
          content,
          published: true,
          createdAt: day(28),
          updatedAt: day(30),
        },
        { title: "Sem resumo", slug: "sem-resumo", content, published: true, createdAt: day(27), updatedAt: day(27) },
        { title: "Rascunho", slug: "rascunho", content, createdAt: day(29), updatedAt: day(29) },
      ]);
  });
  afterAll(() => closeDatabase());

  it("is RSS 2.0 in Portuguese, with the newest posts, their summaries, absolute links and dates", async () => {
    const xml = await blogFeedXml({ publicUrl: "https://exemplo.com.br", siteName: "Magnasul" });
    const feed = parseFeed(xml).toJSON();
    expect(feed.meta).toEqual({ type: "rss", version: "2.0" });
    expect(feed.title).toBe("Blog | Magnasul");
    expect(feed.language).toBe("pt-BR");
    expect(feed.url).toBe("https://exemplo.com.br/blog");
    expect(feed.self).toBe("https://exemplo.com.br/blog/feed.xml");
    expect(feed.updated).toBe(day(30).toISOString());
    expect(feed.items).toHaveLength(feedSize);
    const [newest, withoutSummary] = feed.items;
    expect(newest).toMatchObject({
      title: "Ímãs & <motores>",
      url: "https://exemplo.com.br/blog/imas-e-motores",
      id: "https://exemplo.com.br/blog/imas-e-motores",
      description: "Texto com ]]> no meio & <b>marcas</b>",
      published: day(28).toISOString(),
    });
    expect(withoutSummary).toMatchObject({ title: "Sem resumo", description: "Sem resumo" });
    expect(feed.items.map((item) => item.url)).not.toContain("https://exemplo.com.br/blog/rascunho");
    // A summary is text: a reader shows its markup characters, never applies them.
    expect(xml).toContain("&#60;b&#62;marcas&#60;/b&#62;");
    expect(xml).toContain("<pubDate>Wed, 28 Jan 2026 12:00:00 GMT</pubDate>");
  });
});
