import { expect, hydrated, newVisitorPage, test } from "./test";
import { saveEditor } from "./editors";
import { signIn } from "./fixtures";
import { axeViolations } from "./axe";

const saved = { button: "Salvar Alterações", message: "Página atualizada com sucesso!" };

test("a page edited twice goes back to its first version from 'Histórico', and visitors see it", async ({ page, watcher }) => {
  test.slow();
  watcher.allow({ toast: "Página criada com sucesso!/produtos/tambor-magnetico-do-historico", type: "success" });
  await signIn(page, "/admin/pages/new");
  await page.getByLabel("Título", { exact: true }).fill("Tambor Magnético do Histórico");
  await page.getByLabel("Introdução").fill("Texto de quando a página foi criada.");
  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page.getByText("Página criada com sucesso!")).toBeVisible();

  const editor = "/admin/pages/tambor-magnetico-do-historico/edit";
  // Typed before the editor hydrates, a value can be lost to it: each edit waits for it.
  await page.goto(editor);
  await hydrated(page);
  await page.getByLabel("Introdução").fill("Primeira edição: tambor para minérios.");
  await saveEditor(page, { ...saved, action: "/admin/pages" });
  await page.goto(editor);
  await hydrated(page);
  await page.getByLabel("Introdução").fill("Segunda edição: tambor para recicláveis.");
  await saveEditor(page, { ...saved, action: "/admin/pages" });

  const visitor = await newVisitorPage(page.context().browser()!);
  await visitor.goto("/produtos/tambor-magnetico-do-historico");
  await expect(visitor.getByText("Segunda edição: tambor para recicláveis.")).toBeVisible();

  await page.goto(editor);
  await page.getByRole("link", { name: "Histórico" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Histórico: Tambor Magnético do Histórico");
  const versions = page.getByRole("list", { name: "Versões salvas" }).getByRole("listitem");
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText("Versão atual");
  await expect(versions.first()).toContainText("por equipe.e2e");
  await expect(versions.first().getByRole("definition")).toContainText("Primeira edição: tambor para minérios.");
  await expect(versions.first().getByRole("definition")).toContainText("Segunda edição: tambor para recicláveis.");
  expect(await axeViolations(page)).toEqual([]);

  await versions
    .nth(1)
    .getByRole("button", { name: /Restaurar esta versão/ })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Versão restaurada com sucesso!" })).toBeVisible();
  await expect(versions).toHaveCount(4);
  await expect(versions.first()).toContainText("Restauração da versão de");

  await visitor.reload();
  await expect(visitor.getByText("Primeira edição: tambor para minérios.")).toBeVisible();
  await expect(visitor.getByText("Segunda edição: tambor para recicláveis.")).toHaveCount(0);

  await page.getByRole("link", { name: "Voltar ao editor" }).click();
  await expect(page.getByLabel("Introdução")).toHaveValue("Primeira edição: tambor para minérios.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a policy's 'Histórico' restores a version", async ({ page, browser, watcher }) => {
    // The policies are edited in a dialog, with scripts: each save is a toast there.
    watcher.allow({ toast: "Política atualizada com sucesso!", type: "success" });
    const staff = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
    await signIn(staff, "/admin/policies");
    const card = staff.getByRole("main").getByRole("listitem").filter({ hasText: "Política de Privacidade" });
    // The versions keep the sample text, which other journeys read.
    let original = "";
    for (const version of ["A", "B"]) {
      await card.getByRole("button", { name: "Editar" }).click();
      const content = staff.getByRole("dialog").getByLabel("Conteúdo");
      original ||= await content.inputValue();
      await content.fill(`${original}\n\nPrivacidade na versão ${version} do teste sem script.`);
      await saveEditor(staff, { button: "Salvar", action: "/admin/policies", message: "Política atualizada com sucesso!" });
    }
    const history = await card.getByRole("link", { name: "Histórico" }).getAttribute("href");

    await signIn(page, history!);
    const versions = page.getByRole("list", { name: "Versões salvas" }).getByRole("listitem");
    await expect(versions.first().getByRole("definition")).toContainText("B do teste sem script");
    await versions
      .nth(1)
      .getByRole("button", { name: /Restaurar esta versão/ })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Versão restaurada com sucesso!" })).toBeVisible();
    // The public page's accordion needs scripts to open: read it where they run.
    await staff.goto("/politicas");
    await hydrated(staff);
    await staff.getByRole("button", { name: "Política de Privacidade" }).click();
    await expect(staff.getByText("Privacidade na versão A do teste sem script.")).toBeVisible();
    await expect(staff.getByText("versão B do teste sem script")).toHaveCount(0);
  });
});
