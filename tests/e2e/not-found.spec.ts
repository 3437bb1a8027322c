import { expect, test } from "./test";

test("an unknown address shows the 404 screen with a way home", async ({ watcher, page }) => {
  watcher.allow({ response: /\/caminho\/que-nao-existe$/, method: "GET", status: 404 });
  const response = await page.goto("/caminho/que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página Não Encontrada" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Voltar" })).toBeVisible();
  await page.getByRole("link", { name: "Voltar ao início" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown API address answers JSON 404", async ({ request }) => {
  const response = await request.get("/api/nada-aqui");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: { message: "Recurso não encontrado", code: "not_found" } });
});
