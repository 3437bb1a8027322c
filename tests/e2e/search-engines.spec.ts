import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { parseFeed } from "@rowanmanning/feed-parser";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./test";

// What search engines and feed readers read, checked by tools no one here wrote (decision 244): the
// sitemap by xmllint against the sitemaps.org schema, the feed by a feed parser, the HTML by the
// Nu HTML Checker.

const run = promisify(execFile);
// The checker vnu-jar ships; Java is Debian's (.ci/run installs default-jre-headless).
const vnuJar = fileURLToPath(import.meta.resolve("vnu-jar/build/dist/vnu.jar"));

/** Runs a command with this text on its standard input: its exit code and what it printed. */
function withInput(command: string, args: string[], input: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = execFile(command, args, (error, stdout, stderr) => {
      if (error && typeof error.code !== "number") reject(error);
      else resolve({ code: child.exitCode, output: `${stdout}${stderr}` });
    });
    child.stdin!.end(input);
  });
}

test("the sitemap is valid against the sitemaps.org schema, and each fixed page has a lastmod", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const checked = await withInput("xmllint", ["--noout", "--schema", "tests/schemas/sitemap.xsd", "-"], sitemap);
  expect(checked.output).toContain("- validates");
  expect(checked.code).toBe(0);
  for (const page of ["/", "/quem-somos", "/produtos", "/servicos", "/importados", "/blog", "/contato", "/politicas"]) {
    expect(sitemap, page).toMatch(new RegExp(`<loc>${baseURL}${page}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`));
  }
});

test("search results are not indexed; the lists they come from are", async ({ request }) => {
  const robots = '<meta name="robots" content="noindex, follow"/>';
  expect((await (await request.get("/produtos?search=ima")).text()).includes(robots)).toBe(true);
  expect((await (await request.get("/produtos")).text()).includes('name="robots"')).toBe(false);
});

test("the blog's feed parses as RSS 2.0, each item links to its post, and every public page names it", async ({ request }) => {
  const answer = await request.get("/blog/feed.xml");
  expect(answer.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await answer.text();
  expect((await withInput("xmllint", ["--noout", "-"], xml)).code).toBe(0);
  const feed = parseFeed(xml).toJSON();
  expect(feed.meta).toEqual({ type: "rss", version: "2.0" });
  expect(feed.language).toBe("pt-BR");
  expect(feed.self).toBe(`${baseURL}/blog/feed.xml`);
  expect(feed.items.length).toBeGreaterThan(0);
  for (const item of feed.items) {
    expect(item.url, item.title ?? "").toMatch(new RegExp(`^${baseURL}/blog/[a-z0-9-]+$`));
    expect(item.published, item.url ?? "").not.toBeNull();
    expect(item.description, item.url ?? "").toBeTruthy();
    const post = await request.get(item.url!, { maxRedirects: 0 });
    if (post.status() === 404) {
      // Another journey deleted its post since: the feed no longer lists it.
      expect(await (await request.get("/blog/feed.xml")).text()).not.toContain(`<link>${item.url}</link>`);
      continue;
    }
    expect(post.status(), item.url ?? "").toBe(200);
    expect((await post.text()).includes(`<link rel="canonical" href="${item.url}"/>`), item.url ?? "").toBe(true);
  }
  // Kept like the blog: a repeat is a hit (polled, as another journey's edit may have just invalidated it).
  await expect.poll(async () => (await request.get("/blog/feed.xml")).headers()["x-page-cache"]).toBe("hit");

  // Matched, not compared: a failure names the page instead of printing it whole.
  const named = /<link [^>]*rel="alternate" type="application\/rss\+xml" href="\/blog\/feed.xml"\/>/;
  for (const page of ["/", "/produtos/grade-magnetica-neodimio", "/contato", "/caminho/que-nao-existe"]) {
    expect(named.test(await (await request.get(page)).text()), page).toBe(true);
  }
  const visible = /<a href="\/blog\/feed.xml" type="application\/rss\+xml"[^>]*>Acompanhe pelo feed RSS<\/a>/;
  expect(visible.test(await (await request.get("/blog")).text())).toBe(true);
});

/** One page of each kind the public site serves, with the status it answers. */
const pageTypes: Array<[string, number]> = [
  ["/", 200],
  ["/produtos", 200],
  ["/servicos", 200],
  ["/importados", 200],
  ["/produtos/grade-magnetica-neodimio", 200],
  ["/servicos/manutencao-de-motofreios", 200],
  ["/importados/eletroima-de-elevacao", 200],
  ["/blog", 200],
  ["/blog/como-escolher-uma-grade-magnetica", 200],
  ["/quem-somos", 200],
  ["/contato", 200],
  ["/politicas", 200],
  ["/produtos?search=ima", 200],
  ["/caminho/que-nao-existe", 404],
];

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

test("the Nu HTML Checker finds no error on any kind of public page", async ({ request }) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(path.join(tmpdir(), "vnu-"));
  try {
    const files = await Promise.all(
      pageTypes.map(async ([address, status], index) => {
        const answer = await request.get(address);
        expect(answer.status(), address).toBe(status);
        const file = path.join(folder, `${index}.html`);
        await writeFile(file, await answer.text());
        return file;
      }),
    );
    // One Java start for every page; vnu exits 1 when it reports anything, and prints JSON to stderr.
    const { stderr } = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const readable = messages.map((message) => {
      const page = pageTypes[Number(path.basename(message.url, ".html").replace(/^.*\//, ""))]?.[0];
      return `${page} (line ${message.lastLine}): ${message.message} ${message.extract ?? ""}`.trim();
    });
    expect(readable).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
