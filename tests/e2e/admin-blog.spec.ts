import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { signIn } from "./fixtures";
import { axeViolations } from "./axe";

const title = "Separadores magnéticos na torrefação de café";
const slug = "separadores-magneticos-na-torrefacao-de-cafe";

const posts = (page: Page) => page.getByRole("list", { name: "Posts" }).getByRole("listitem");
const postItem = (page: Page, name: string) => posts(page).filter({ has: page.getByRole("heading", { name }) });

test("staff write a draft, publish it for visitors, find it and delete it", async ({ watcher, page, browser }) => {
  watcher.allow(
    { toast: "Erro ao salvar postO título é obrigatório.", type: "error" },
    { toast: "Post criado com sucesso!", type: "success" },
    { response: /\/blog\/separadores-magneticos-na-torrefacao-de-cafe$/, method: "GET", status: 404 },
    { alert: "Post não encontradoO post que você está procurando não existe ou foi removido." },
    { toast: "Post atualizado com sucesso!", type: "success" },
    { toast: "Post excluído com sucesso!", type: "success" },
  );
  // The longest journey of the suite (two browsers, about 40 steps): over 30 s on 2 busy cores.
  test.slow();
  const visitor = await browser.newPage();
  await signIn(page, "/admin/blog");
  await expect(page.getByRole("heading", { name: "Gerenciar Blog" })).toBeVisible();

  await page.getByRole("link", { name: "Novo Post" }).click();
  await expect(page.getByRole("heading", { name: "Novo Post" })).toBeVisible();
  await page.getByRole("button", { name: "Salvar Post" }).click();
  await expect(page.getByRole("main").getByText("O título é obrigatório.")).toBeVisible();
  await expect(page.getByRole("main").getByText("O slug é obrigatório.")).toBeVisible();
  await expect(page.getByRole("main").getByText("O conteúdo é obrigatório.")).toBeVisible();
  await expect(page.getByLabel("Título")).toBeFocused();

  await page.getByLabel("Título").fill(title);
  await expect(page.getByLabel("Slug (URL)")).toHaveValue(slug);
  await expect(page.getByText(`/blog/${slug}`)).toBeVisible();
  await expect(page.getByRole("main").getByText("O título é obrigatório.")).toBeHidden();
  await page.getByLabel("Resumo").fill("Onde instalar grades e tambores para proteger os moinhos.");
  const content = page.getByRole("textbox", { name: "Conteúdo do Post" });
  await content.fill("## Onde instalar\n\nAntes dos moinhos, com **grades de neodímio**.");
  await page.getByRole("tab", { name: "Visualizar" }).click();
  await expect(page.getByRole("heading", { name: "Onde instalar" })).toBeVisible();
  await page.getByRole("tab", { name: "Escrever" }).click();
  await expect(page.getByRole("switch", { name: "Publicar post" })).not.toBeChecked();
  await page.getByRole("button", { name: "Salvar Post" }).click();
  await expect(page.getByText("Post criado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(`/admin/blog/${slug}/edit`);
  await expect(page.getByRole("heading", { name: "Editar Post" })).toBeVisible();

  await visitor.goto("/blog");
  await expect(visitor.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(404);

  await page.getByRole("switch", { name: "Publicar post" }).click();
  await page.getByRole("button", { name: "Salvar Post" }).click();
  // The editor stays open, its answer focused, with the way back to the list in it.
  const answer = page.getByRole("status").filter({ hasText: "Post atualizado com sucesso!" });
  await expect(answer).toBeVisible();
  await expect(page.locator(":focus")).toContainText("Post atualizado com sucesso!");
  await expect(page).toHaveURL(`/admin/blog/${slug}/edit`);
  await expect(page.getByRole("link", { name: "Ver no site" })).toBeVisible();
  await answer.getByRole("link", { name: "Voltar para a lista de posts" }).click();
  await expect(page).toHaveURL("/admin/blog");
  const item = postItem(page, title);
  await expect(item.getByText("Publicado")).toBeVisible();
  await expect(item.getByRole("link", { name: /^Ver/ })).toHaveAttribute("href", `/blog/${slug}`);

  await visitor.goto("/blog");
  await visitor.getByRole("link", { name: title, exact: true }).click();
  await expect(visitor).toHaveURL(`/blog/${slug}`);
  await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Onde instalar" })).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Buscar posts" });
  await search.fill("torrefacao");
  await expect(page).toHaveURL(/\?q=torrefacao$/);
  await expect(posts(page)).toHaveCount(1);
  await expect(item).toBeVisible();
  await search.fill("nada parecido com isto");
  await expect(page.getByText("Nenhum post encontrado para a busca.")).toBeVisible();
  await search.fill("");
  await expect(page).toHaveURL("/admin/blog");

  await item.getByRole("button", { name: /^Excluir/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Tem certeza absoluta?" });
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: /^Excluir/ }).click();
  await dialog.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Post excluído com sucesso!")).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Gerenciar Blog" })).toBeFocused();

  await visitor.goto("/blog");
  await expect(visitor.getByText(title)).toHaveCount(0);
});

test("a slug already in use is refused, and a missing post leads back to the list", async ({ watcher, page }) => {
  watcher.allow(
    { response: /\/admin\/blog\/new\.data$/, method: "POST", status: 409 },
    { toast: "Erro ao salvar postErro: O slug informado já está em uso. Por favor, escolha outro.", type: "error" },
    { toast: "Post não encontrado ou não existe.", type: "error" },
  );
  await signIn(page, "/admin/blog/new");
  await page.getByLabel("Título").fill("Outro guia de grades");
  await page.getByLabel("Slug (URL)").fill("Como escolher uma grade magnética");
  await page.getByRole("textbox", { name: "Conteúdo do Post" }).fill("Texto.");
  await page.getByRole("button", { name: "Salvar Post" }).click();
  await expect(page.getByText("Erro: O slug informado já está em uso. Por favor, escolha outro.")).toBeVisible();
  await expect(page.getByText("Já existe um post com este slug")).toBeVisible();
  await expect(page.getByLabel("Slug (URL)")).toBeFocused();
  await expect(page.getByLabel("Slug (URL)")).toHaveValue("como-escolher-uma-grade-magnetica");
  await expect(page).toHaveURL("/admin/blog/new");

  await page.goto("/admin/blog/post-que-nao-existe/edit");
  await expect(page).toHaveURL("/admin/blog");
  await expect(page.getByText("Post não encontrado ou não existe.")).toBeVisible();
});

test("the blog screens have no accessibility violations", async ({ watcher, page }) => {
  watcher.allow({ toast: "Erro ao salvar postO título é obrigatório.", type: "error" });
  // Three full axe scans of the editor and the list: over 30 s on 2 busy cores.
  test.slow();
  const check = async () => {
    expect(await axeViolations(page)).toEqual([]);
  };
  await signIn(page, "/admin/blog/new");
  await page.getByRole("button", { name: "Salvar Post" }).click();
  await expect(page.getByRole("main").getByText("O título é obrigatório.")).toBeVisible();
  await check();
  await page.goto("/admin/blog/como-escolher-uma-grade-magnetica/edit");
  await page.getByRole("tab", { name: "Visualizar" }).click();
  await check();
  await page.goto("/admin/blog");
  await check();
});
