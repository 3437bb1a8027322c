import { type Browser } from "@playwright/test";
import { blogPosts, contactRequests } from "~/db/schema";
import { db } from "~/db/client.server";
import { expect, test, type InProcessServer } from "./in-process-server";
import { skipLeadPrompt } from "./test";

// Long lists are read a page at a time from the database, the page and its size in the address.
// The in-process server lets the test write 25 requests and 15 posts straight into its database.
test.describe.configure({ mode: "serial" });

const staff = { email: "listas.e2e@magnasul.exemplo.com.br", password: "senha-das-listas-123" };

async function staffPage(browser: Browser, server: InProcessServer, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addInitScript(skipLeadPrompt);
  await context.addCookies((await server.signInStaff(staff)).map((cookie) => ({ ...cookie, url: server.base })));
  return context.newPage();
}

test.beforeAll(async ({ inProcess }) => {
  expect(inProcess.base).toBeTruthy();
  await db().delete(contactRequests);
  await db()
    .insert(contactRequests)
    .values(
      Array.from({ length: 25 }, (_, index) => ({
        name: `Cliente Lista ${String(index + 1).padStart(2, "0")}`,
        email: `lista${index + 1}@exemplo.com.br`,
        message: "Pedido de orçamento para a lista.",
        createdAt: new Date(Date.UTC(2026, 10, 1, 12, index)),
      })),
    );
  await db()
    .insert(blogPosts)
    .values(
      Array.from({ length: 15 }, (_, index) => ({
        title: `Artigo da lista ${String(index + 1).padStart(2, "0")}`,
        slug: `artigo-da-lista-${index + 1}`,
        content: "Texto do artigo.",
        published: true,
        createdAt: new Date(Date.UTC(2030, 0, 1, 12, index)),
      })),
    );
});

for (const javaScriptEnabled of [true, false]) {
  test(`the inbox shows a page at a time, and its size is chosen in the address (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    inProcess,
  }) => {
    const page = await staffPage(browser, inProcess, javaScriptEnabled);
    await page.goto(`${inProcess.base}/admin/messages`);
    await expect(page.getByText("25 mensagens")).toBeVisible();
    const names = page.getByRole("listitem").filter({ hasText: "Cliente Lista" });
    await expect(names).toHaveCount(20);
    await expect(names.first()).toContainText("Cliente Lista 25");

    const pagination = page.getByRole("navigation", { name: "Paginação" });
    await pagination.getByRole("link", { name: "Próximo" }).click();
    await expect(page).toHaveURL(/\/admin\/messages\?pagina=2$/);
    await expect(names).toHaveCount(5);
    await expect(names.last()).toContainText("Cliente Lista 01");

    await page.getByLabel("Itens por página").selectOption("10");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(/\/admin\/messages\?tamanho=10$/);
    await expect(names).toHaveCount(10);
    await expect(pagination.getByRole("link", { name: "Página 3" })).toBeVisible();
    await page.context().close();
  });
}

test("the public blog shows 12 posts a page, and every page has one address", async ({ browser, inProcess }) => {
  const context = await browser.newContext();
  await context.addInitScript(skipLeadPrompt);
  const page = await context.newPage();
  await page.goto(`${inProcess.base}/blog`);
  const posts = page.getByRole("article");
  await expect(posts).toHaveCount(12);
  await expect(posts.first()).toContainText("Artigo da lista 15");

  await page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Página 2" }).click();
  await expect(page).toHaveURL(`${inProcess.base}/blog?pagina=2`);
  await expect(posts.first()).toContainText("Artigo da lista 03");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\?pagina=2$/);

  // Served from the page cache too: each page of the list is its own entry.
  for (let round = 0; round < 2; round++) {
    const second = await (await fetch(`${inProcess.base}/blog?pagina=2&utm_source=newsletter`)).text();
    expect(second).toContain("Artigo da lista 03");
    expect(second).not.toContain("Artigo da lista 15");
  }

  const pages =
    (await page
      .getByRole("navigation", { name: "Paginação" })
      .getByRole("link", { name: /^Página \d+$/ })
      .count()) || 1;
  for (const [asked, answered] of [
    ["/blog?pagina=1", "/blog"],
    [`/blog?pagina=${pages + 40}`, `/blog?pagina=${pages}`],
    ["/blog?pagina=abc&utm_source=newsletter", "/blog?utm_source=newsletter"],
    ["/blog?tamanho=7", "/blog"],
  ]) {
    const response = await fetch(`${inProcess.base}${asked}`, { redirect: "manual" });
    expect(response.status, asked).toBe(301);
    expect(response.headers.get("location"), asked).toBe(answered);
  }
  await context.close();
});
