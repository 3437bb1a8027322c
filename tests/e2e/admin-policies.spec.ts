import { expect, newVisitorPage, test } from "./test";
import { signIn } from "./fixtures";

test("staff edit a policy and visitors see it on /politicas at once", async ({ page, browser, watcher }) => {
  watcher.allow(
    { toast: "Erro ao atualizar políticaTítulo e conteúdo são obrigatórios", type: "error" },
    { toast: "Política atualizada com sucesso!", type: "success" },
  );
  const visitor = await newVisitorPage(browser);
  await visitor.goto("/politicas");
  await signIn(page, "/admin/policies");
  await expect(page.getByRole("heading", { name: "Gerenciar Políticas" })).toBeVisible();

  const card = page.getByRole("listitem").filter({ hasText: "Termos de Uso" });
  await card.getByRole("button", { name: "Editar" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Título").fill("   ");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog.getByText("Título e conteúdo são obrigatórios").first()).toBeVisible();

  await dialog.getByLabel("Título").fill("Termos de Uso do Site");
  await dialog.getByLabel("Conteúdo").fill("Texto revisado dos termos, com **novas regras** de uso.");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Política atualizada com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Termos de Uso do Site" })).toBeVisible();

  await visitor.reload();
  await visitor.getByRole("button", { name: "Termos de Uso do Site" }).click();
  await expect(visitor.getByText("novas regras")).toBeVisible();
});
