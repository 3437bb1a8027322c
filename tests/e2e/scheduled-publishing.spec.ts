import { expect, hydrated, newVisitorPage, test } from "./test";
import { signIn } from "./fixtures";

/** The next whole minute at least a minute from now, as a São Paulo `datetime-local` value. */
function aMinuteAhead() {
  const due = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(due);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

test("a draft staff can preview, scheduled for the next minute, appears on the blog", async ({ page, watcher }) => {
  test.slow();
  // The journeys' server reads the scheduler's clock PUBLISH_CLOCK_AHEAD_SECONDS ahead and checks
  // every PUBLISH_CHECK_SECONDS (playwright.config.ts): the next minute has come at its next check.
  // That a scheduled item waits for its time is checked on the real clock in scheduler.test.ts.
  watcher.allow(
    { toast: "Post criado com sucesso!", type: "success" },
    { toast: "Post atualizado com sucesso!", type: "success" },
    // Until it is published, the post is not found on the blog.
    { response: /\/blog\/post-agendado-pelo-teste-e2e$/, method: "GET", status: 404 },
    { alert: "Post não encontradoO post que você está procurando não existe ou foi removido." },
  );
  const title = "Post Agendado Pelo Teste E2E";
  await signIn(page, "/admin/blog/new");
  await page.getByLabel("Título").fill(title);
  await page.getByRole("textbox", { name: "Conteúdo do Post" }).fill("Publicado sozinho na hora marcada.");
  await page.getByRole("button", { name: "Salvar Post" }).click();
  await expect(page.getByText("Post criado com sucesso!")).toBeVisible();

  const visitor = await newVisitorPage(page.context().browser()!);
  await visitor.goto("/blog");
  await expect(visitor.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect((await visitor.goto("/blog/post-agendado-pelo-teste-e2e"))?.status()).toBe(404);

  const [preview] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: /Visualizar rascunho/ }).click()]);
  await expect(preview.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(preview.getByRole("status")).toContainText("rascunho");
  await preview.close();

  await hydrated(page);
  await page.getByLabel("Publicar em").fill(aMinuteAhead());
  await page.getByRole("button", { name: "Salvar Post" }).click();
  await expect(page.getByText("Post atualizado com sucesso!")).toBeVisible();
  await expect(async () => {
    await visitor.goto("/blog");
    await expect(visitor.getByRole("link", { name: title, exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  await visitor.getByRole("link", { name: title, exact: true }).click();
  await expect(visitor.getByText("Publicado sozinho na hora marcada.")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Publicar em")).toHaveValue("");
  await page.getByRole("link", { name: "Histórico" }).click();
  const versions = page.getByRole("list", { name: "Versões salvas" }).getByRole("listitem");
  await expect(versions.first()).toContainText("Publicação agendada");
  await expect(versions.first()).toContainText("por equipe.e2e");
});

test("a published post's address changes only through 'Alterar endereço', and the old one redirects", async ({
  page,
  request,
  watcher,
}) => {
  watcher.allow({ toast: "Post criado com sucesso!", type: "success" });
  await signIn(page, "/admin/blog/new");
  await page.getByLabel("Título").fill("Endereço Fixo do Teste E2E");
  await page.getByRole("textbox", { name: "Conteúdo do Post" }).fill("Texto.");
  await page.getByRole("switch", { name: "Publicar post" }).click();
  await page.getByRole("button", { name: "Salvar Post" }).click();
  await expect(page).toHaveURL("/admin/blog/endereco-fixo-do-teste-e2e/edit");

  await page.getByLabel("Título").fill("Endereço Fixo do Teste E2E Revisto");
  await expect(page.getByLabel("Slug (URL)")).toHaveValue("endereco-fixo-do-teste-e2e");
  await expect(page.getByLabel("Slug (URL)")).not.toBeEditable();
  await page.getByRole("button", { name: "Alterar endereço" }).click();
  await expect(page.getByLabel("Slug (URL)")).toBeFocused();
  await page.getByLabel("Slug (URL)").fill("endereco-novo-do-teste-e2e");
  await expect(page.getByText("O endereço antigo continuará levando ao post.")).toBeVisible();
  await page.getByRole("button", { name: "Salvar Post" }).click();
  // Saved, the editor moves to the post's new address and tells the save there, focused.
  await expect(page).toHaveURL("/admin/blog/endereco-novo-do-teste-e2e/edit");
  await expect(page.locator(":focus")).toContainText("Post atualizado com sucesso!");
  await expect(page.getByRole("link", { name: "Ver no site (abre em nova aba)" })).toHaveAttribute(
    "href",
    "/blog/endereco-novo-do-teste-e2e",
  );
  // Told once: a reload shows the saved post, not the answer again (nor a page the server rendered otherwise).
  await page.reload();
  await hydrated(page);
  await expect(page.getByText("Post atualizado com sucesso!")).toHaveCount(0);

  const moved = await request.get("/blog/endereco-fixo-do-teste-e2e", { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe("/blog/endereco-novo-do-teste-e2e");
});
