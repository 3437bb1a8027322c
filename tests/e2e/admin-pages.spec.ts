import path from "node:path";
import { expect, newVisitorPage, test } from "./test";
import { signIn } from "./fixtures";
import { axeViolations } from "./axe";

const files = path.join(import.meta.dirname, "files");

test("create a page with sections, a gallery image and a PDF, rename it, then delete it", async ({ watcher, page, request }) => {
  watcher.allow(
    { toast: "Erro ao criar a páginaTítulo é obrigatório", type: "error" },
    { toast: "Erro ao criar a páginaTexto da seção é obrigatório", type: "error" },
    { toast: "Arquivo enviado com sucesso!", type: "success" },
    { toast: "Página criada com sucesso!/servicos/separador-de-teste-ima-duplo", type: "success" },
    { toast: "Página atualizada com sucesso!", type: "success" },
    { toast: "Página excluída com sucesso!", type: "success" },
  );
  // A long journey with two uploads: over 30 s on 2 busy cores.
  test.slow();
  await signIn(page, "/admin/pages/new");
  await expect(page.getByRole("heading", { name: "Criar Nova Página" })).toBeVisible();

  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page.getByRole("main").getByText("Título é obrigatório")).toBeVisible();
  await expect(page.getByLabel("Título", { exact: true })).toBeFocused();

  await page.getByLabel("Título", { exact: true }).fill("Separador de Teste Ímã Duplo");
  await expect(page.getByLabel("Slug")).toHaveValue("separador-de-teste-ima-duplo");
  await page.getByLabel("Tipo de página").selectOption("servico");
  await page.getByLabel("Introdução").fill("Equipamento criado pelo teste de ponta a ponta.");

  await page.getByRole("button", { name: "Adicionar seção" }).click();
  await page.getByLabel("Título da seção").fill("Aplicações");
  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page.getByRole("main").getByText("Texto da seção é obrigatório")).toBeVisible();
  await page.getByLabel("Texto da seção").fill("Linhas de grãos e rações.");
  await page.getByRole("button", { name: "Adicionar seção" }).click();

  await page.getByRole("button", { name: "Adicionar imagem" }).click();
  await page.locator('input[type="file"][accept^="image"]').last().setInputFiles(path.join(files, "equipamento.jpg"));
  await expect(page.getByRole("link", { name: /\/uploads\/.+\.jpg$/ })).toBeVisible();
  await page.getByLabel("Texto alternativo").fill("Separador visto de frente");
  await page.locator('input[type="file"][accept="application/pdf"]').setInputFiles(path.join(files, "catalogo.pdf"));
  await expect(page.getByRole("link", { name: /\/uploads\/.+\.pdf$/ })).toBeVisible();

  await page.getByLabel("Palavras-chave").fill("separador");
  await page.getByLabel("Palavras-chave").press("Enter");
  await expect(page.getByRole("list", { name: "Palavras-chave" })).toContainText("separador");

  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page.getByText("Página criada com sucesso!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Visualizar" })).toBeVisible();
  // The new page opens in its editor.
  await expect(page).toHaveURL("/admin/pages/separador-de-teste-ima-duplo/edit");
  await expect(page.getByRole("heading", { name: "Editar Página: Separador de Teste Ímã Duplo" })).toBeVisible();

  const visitor = await newVisitorPage(page.context().browser()!);
  await visitor.goto("/servicos/separador-de-teste-ima-duplo");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Separador de Teste Ímã Duplo");
  await expect(visitor.getByText("Linhas de grãos e rações.")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Baixar Catálogo (PDF)" })).toHaveAttribute("href", /\.pdf$/);
  await expect(
    visitor
      .getByRole("button", { name: /Abrir imagem 1 de 1: Separador visto de frente/ })
      .or(visitor.getByRole("img", { name: "Separador visto de frente" })),
  ).toBeVisible();

  await page.goto("/admin/pages/separador-de-teste-ima-duplo/edit");
  // A published page's address changes only when staff ask to change it.
  await page.getByLabel("Título", { exact: true }).fill("Separador de Teste Ímã Duplo Revisto");
  await expect(page.getByLabel("Slug")).toHaveValue("separador-de-teste-ima-duplo");
  await expect(page.getByLabel("Slug")).not.toBeEditable();
  await page.getByLabel("Título", { exact: true }).fill("Separador de Teste Ímã Duplo");
  await page.getByRole("button", { name: "Alterar endereço" }).click();
  await expect(page.getByLabel("Slug")).toBeFocused();
  await page.getByLabel("Slug").fill("separador-duplo-renomeado");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  // The editor moves to the page's new address, its answer focused.
  await expect(page).toHaveURL("/admin/pages/separador-duplo-renomeado/edit");
  await expect(page.locator(":focus")).toContainText("Página atualizada com sucesso!");
  await expect(page.getByLabel("Slug")).toHaveValue("separador-duplo-renomeado");

  const moved = await request.get("/servicos/separador-de-teste-ima-duplo", { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe("/servicos/separador-duplo-renomeado");
  await visitor.goto("/servicos/separador-de-teste-ima-duplo");
  await expect(visitor).toHaveURL(/\/servicos\/separador-duplo-renomeado$/);

  await page.getByRole("link", { name: "Voltar para a lista de páginas" }).click();
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: "Separador de Teste Ímã Duplo" });
  await card.getByRole("button", { name: "Excluir Separador de Teste Ímã Duplo" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Página excluída com sucesso!")).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "Separador de Teste Ímã Duplo" })).toHaveCount(0);
  expect((await request.get("/servicos/separador-duplo-renomeado")).status()).toBe(404);
});

test("a duplicate slug is refused with the spec's message", async ({ watcher, page }) => {
  watcher.allow(
    { response: /\/admin\/pages\/new\.data$/, method: "POST", status: 409 },
    { toast: "Erro ao criar a páginaJá existe uma página com este slug", type: "error" },
  );
  await signIn(page, "/admin/pages/new");
  await page.getByLabel("Título", { exact: true }).fill("Grade Magnética de Neodímio");
  await page.getByLabel("Slug").fill("grade-magnetica-neodimio");
  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page.getByText("Já existe uma página com este slug").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/new$/);
});

test("filter the page list by category, change the page size and paginate", async ({ page }) => {
  await signIn(page, "/admin/pages");
  await expect(page.getByRole("link", { name: /^Todas \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Itens por página").selectOption("5");
  await expect(page).toHaveURL(/tamanho=5/);
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(5);
  await page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Próximo" }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("link", { name: /^Serviços \(\d+\)$/ }).click();
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(page).toHaveURL(/tipo=servico/);
  const badges = page.getByRole("main").getByRole("listitem").getByText("Serviço", { exact: true });
  await expect(badges).toHaveCount(5);

  await page.getByLabel("Itens por página").selectOption("50");
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(page.getByRole("navigation", { name: "Paginação" })).toHaveCount(0);
});

test("staff preview a draft, which no one else can open and no cache keeps", async ({ watcher, page, request }) => {
  watcher.allow(
    { toast: "Página criada com sucesso!/importados/rascunho-pre-visualizado-e2e", type: "success" },
    { response: /\/visualizar\/[0-9a-f-]+$/, method: "GET", status: 404 },
    { response: /\/importados\/rascunho-pre-visualizado-e2e$/, method: "GET", status: 404 },
    { toast: "Página excluída com sucesso!", type: "success" },
  );
  await signIn(page, "/admin/pages/new");
  await page.getByLabel("Título", { exact: true }).fill("Rascunho Pré-visualizado E2E");
  await page.getByLabel("Tipo de página").selectOption("importado");
  await page.getByLabel("Introdução").fill("Texto que só a equipe vê antes da publicação.");
  await page.getByRole("switch", { name: "Página publicada (visível no site)" }).click();
  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page.getByText("Página criada com sucesso!")).toBeVisible();
  await expect(page).toHaveURL("/admin/pages/rascunho-pre-visualizado-e2e/edit");

  await page.goto("/admin/pages");
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: "Rascunho Pré-visualizado E2E" });
  const preview = await card.getByRole("link", { name: "Visualizar Rascunho Pré-visualizado E2E" }).getAttribute("href");
  expect(preview).toMatch(/^\/visualizar\/[0-9a-f-]{36}$/);
  const answer = await page.goto(preview!);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("status").filter({ hasText: "Pré-visualização" })).toContainText("rascunho, visível só para a equipe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rascunho Pré-visualizado E2E");
  await expect(page.getByText("Texto que só a equipe vê antes da publicação.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  // Anyone without a staff session meets a 404, at the preview and at the public address.
  expect((await request.get(preview!)).status()).toBe(404);
  const visitor = await newVisitorPage(page.context().browser()!);
  expect((await visitor.goto(preview!))?.status()).toBe(404);
  expect((await visitor.goto("/importados/rascunho-pre-visualizado-e2e"))?.status()).toBe(404);

  await page.getByRole("link", { name: "Voltar ao editor" }).click();
  await expect(page.getByRole("link", { name: /^Visualizar/ })).toHaveAttribute("href", preview!);
  await page.goto("/admin/pages");
  await card.getByRole("button", { name: "Excluir Rascunho Pré-visualizado E2E" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Página excluída com sucesso!")).toBeVisible();
});

test("the page editor and an unknown page to edit", async ({ watcher, page }) => {
  watcher.allow(
    { response: /\/admin\/pages\/nao-existe\/edit$/, method: "GET", status: 404 },
    { alert: "ErroA página que você está tentando editar não foi encontrada." },
  );
  await signIn(page, "/admin/pages/grade-magnetica-neodimio/edit");
  await expect(page.getByRole("heading", { name: "Editar Página: Grade Magnética de Neodímio" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/admin/pages/nao-existe/edit");
  await expect(page.getByRole("alert")).toContainText("A página que você está tentando editar não foi encontrada.");
  await expect(page.getByRole("link", { name: "Voltar para o painel" })).toBeVisible();
});

test("a visitor's view of a product page shows on its card for the period", async ({ page }) => {
  const visitor = await newVisitorPage(page.context().browser()!);
  await visitor.goto("/produtos/grade-magnetica-neodimio");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Grade Magnética de Neodímio");
  await visitor.context().close();

  await signIn(page, "/admin/pages?tipo=produto&tamanho=50");
  await expect(page.getByRole("combobox", { name: "Período", exact: true })).toHaveValue("7");
  await expect(page.getByRole("combobox", { name: "Período", exact: true }).getByRole("option")).toHaveText([
    "Últimos 7 dias",
    "Últimos 14 dias",
    "Últimos 30 dias",
    "Últimos 60 dias",
    "Todo o período",
  ]);
  const figures = page.getByRole("group", { name: "Desempenho de Grade Magnética de Neodímio: Últimos 7 dias" });
  // Page views reach the database within a second of the visit.
  await expect(async () => {
    await page.reload();
    await expect(figures).toContainText(/[1-9]\d* visualiza(ção|ções) · \d+ pedidos? de orçamento/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  await page.getByRole("combobox", { name: "Período", exact: true }).selectOption("0");
  await expect(page).toHaveURL(/tipo=produto&periodo=0&tamanho=50/);
  await expect(page.getByRole("group", { name: "Desempenho de Grade Magnética de Neodímio: Todo o período" })).toContainText(
    /[1-9]\d* visualiza/,
  );
  await page.getByRole("link", { name: /^Serviços \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/tipo=servico&periodo=0&tamanho=50/);
  await expect(page.getByRole("combobox", { name: "Período", exact: true })).toHaveValue("0");

  await page.goto("/admin/pages?periodo=90");
  await expect(page.getByRole("combobox", { name: "Período", exact: true })).toHaveValue("7");
});
