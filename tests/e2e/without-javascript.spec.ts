import { expect, test } from "./test";
import { e2eAdmin, signIn } from "./fixtures";

// Forms are plain posts that their route actions answer: they work before any script has
// loaded, or where scripts never run.
test.use({ javaScriptEnabled: false });

test("without JavaScript, a visitor's contact form shows its errors, keeps what was typed, and is stored", async ({ page, watcher }) => {
  // A refused form is answered 400, with the form again and a message above it.
  watcher.allow({ response: /\/contato$/, method: "POST", status: 400 }, { alert: "Verifique os campos destacados." });
  await page.goto("/contato");
  const main = page.getByRole("main");
  await main.getByLabel("Nome *").fill("Visitante Sem Script Teste");
  await main.getByLabel("E-mail *").fill("sem-arroba");
  await main.getByRole("button", { name: "Enviar mensagem" }).click();

  await expect(main.getByText("Informe um e-mail válido")).toBeVisible();
  await expect(main.getByText("Escreva sua mensagem")).toBeVisible();
  await expect(main.getByLabel("Nome *")).toHaveValue("Visitante Sem Script Teste");
  await expect(main.getByLabel("E-mail *")).toHaveAttribute("aria-invalid", "true");

  await main.getByLabel("E-mail *").fill("sem.script@cliente.exemplo.com.br");
  await main.getByLabel("Mensagem *").fill("Enviado de um navegador sem JavaScript.");
  // The server refuses a form sent less than the minimum fill time after the page was shown,
  // which it stamps beside the cached page.
  const cookies = await page.context().cookies();
  const shownAt = Number(cookies.find((cookie) => cookie.name === "contact_form_shown")?.value);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, shownAt + 1_100 - Date.now())));
  await main.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Mensagem enviada com sucesso! Entraremos em contato em breve." })).toBeVisible();
  await expect(main.getByLabel("Nome *")).toHaveValue("");

  await signIn(page, "/admin/messages?q=Visitante+Sem+Script");
  await expect(page.getByRole("main").getByText("Visitante Sem Script Teste")).toBeVisible();
});

test("without JavaScript, staff sign in: the screen's messages, then the way to the panel", async ({ page, watcher }) => {
  watcher.allow(
    { response: /\/admin\/auth$/, method: "POST", status: 400 },
    { alert: "Campos obrigatóriosPor favor, preencha e-mail e senha." },
    { response: /\/admin\/auth$/, method: "POST", status: 401 },
    { alert: "Credenciais inválidasE-mail ou senha incorretos." },
  );
  await page.goto("/admin/auth");
  const submit = page.getByRole("button", { name: "Entrar" });
  await submit.click();
  await expect(page.getByRole("alert")).toContainText("Campos obrigatórios");

  await page.getByLabel("E-mail").fill(e2eAdmin.email);
  await page.getByLabel("Senha").fill("senha-errada");
  await submit.click();
  await expect(page.getByRole("alert")).toContainText("E-mail ou senha incorretos.");
  await expect(page.getByLabel("E-mail")).toHaveValue(e2eAdmin.email);
  await expect(page.getByLabel("Senha")).toHaveValue("");

  await page.getByLabel("Senha").fill(e2eAdmin.password);
  await submit.click();
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  await page.getByRole("link", { name: "Ir para o painel" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("without JavaScript, staff create a page, see a field's error, and save an edit", async ({ page, browser, watcher }) => {
  watcher.allow(
    { response: /\/admin\/pages\/new$/, method: "POST", status: 400 },
    { alert: "Erro ao criar a páginaVerifique os campos destacados." },
    { response: /\/admin\/pages\/filtro-sem-script-e2e\/edit$/, method: "POST", status: 400 },
    { alert: "Erro ao atualizar a páginaVerifique os campos destacados." },
    { toast: "Página excluída com sucesso!", type: "success" },
  );
  await signIn(page, "/admin/pages/new");
  await page.getByLabel("Título", { exact: true }).fill("Filtro Sem Script E2E");
  await page.getByRole("button", { name: "Criar Página" }).click();
  // Without scripts the slug does not follow the title: the server says what is missing.
  await expect(page.getByText("Slug é obrigatório")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Erro ao criar a página" })).toBeVisible();
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue("Filtro Sem Script E2E");

  await page.getByLabel("Slug").fill("filtro-sem-script-e2e");
  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Página criada com sucesso!" })).toBeVisible();

  await page.goto("/admin/pages/filtro-sem-script-e2e/edit");
  await page.getByLabel("Título", { exact: true }).fill("");
  await page.getByLabel("Introdução").fill("Texto que não pode se perder.");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText("Título é obrigatório")).toBeVisible();
  await expect(page.getByLabel("Introdução")).toHaveValue("Texto que não pode se perder.");

  await page.getByLabel("Título", { exact: true }).fill("Filtro Sem Script Editado E2E");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Página atualizada com sucesso!" })).toBeVisible();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/produtos/filtro-sem-script-e2e");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Filtro Sem Script Editado E2E");
  await expect(visitor.getByText("Texto que não pode se perder.").first()).toBeVisible();

  // Clean up with scripts on: the list's delete asks in a dialog.
  const staff = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
  await signIn(staff, "/admin/pages?tamanho=50");
  await staff.getByRole("button", { name: "Excluir Filtro Sem Script Editado E2E" }).click();
  await staff.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(staff.getByText("Página excluída com sucesso!")).toBeVisible();
});
