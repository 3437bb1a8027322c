import path from "node:path";
import { expect, test } from "./test";
import { axeViolations } from "./axe";
import { signIn } from "./fixtures";

const files = path.join(import.meta.dirname, "files");
const alt = "Grade magnética da biblioteca vista de frente";

test("an image uploaded in the library dialog with its alt text shows with it, and its size, in the public HTML", async ({
  page,
  request,
  watcher,
}) => {
  test.slow();
  watcher.allow(
    { toast: "Imagem escolhida", type: "success" },
    { toast: "Página criada com sucesso!/produtos/grade-da-biblioteca-de-midia", type: "success" },
  );
  await signIn(page, "/admin/pages/new");
  await page.getByLabel("Título", { exact: true }).fill("Grade da Biblioteca de Mídia");
  await page.getByLabel("Introdução").fill("Página criada pelo teste da biblioteca de mídia.");

  await page.getByRole("button", { name: "Biblioteca de mídia: imagem principal" }).click();
  const dialog = page.getByRole("dialog", { name: "Biblioteca de mídia" });
  await expect(dialog.getByRole("list", { name: "Imagens da biblioteca" })).toBeVisible();
  await dialog.getByLabel("Enviar nova imagem para imagem principal").setInputFiles(path.join(files, "equipamento.jpg"));
  await expect(dialog.getByText("Arquivo enviado com sucesso!")).toBeVisible();
  // The new image is chosen at once, and the alt text is asked for beside it.
  await expect(dialog.getByRole("button", { name: "equipamento.jpg", pressed: true })).toBeVisible();
  await dialog.getByLabel("Texto alternativo").fill(alt);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Usar imagem" }).click();
  await expect(dialog).toBeHidden();
  const link = page.getByRole("link", { name: /\/uploads\/.+\.jpg$/ });
  await expect(link).toBeVisible();
  const url = (await link.getAttribute("href"))!;

  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page.getByText("Página criada com sucesso!")).toBeVisible();

  const html = await (await request.get("/produtos/grade-da-biblioteca-de-midia")).text();
  const name = url.slice("/uploads/".length);
  const image = new RegExp(`<img[^>]*src="/images/${name.replace(".", "\\.")}[^"]*"[^>]*>`).exec(html)?.[0];
  expect(image).toContain(`alt="${alt}"`);
  // equipamento.jpg is 800 × 533: shown 900 wide, the space kept follows its own proportions.
  expect(image).toMatch(/width="900"/);
  expect(image).toMatch(/height="600"/);

  await page.goto("/admin/media");
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: alt });
  await expect(card).toContainText("equipamento.jpg");
  await expect(card).toContainText("JPG");
  await expect(card).toContainText("800 × 533 px");
  await expect(card.getByRole("link", { name: 'Página "Grade da Biblioteca de Mídia"' })).toBeVisible();
});

test("deleting a used image is refused, saying where it is used, even by a direct request; an unused one goes", async ({
  page,
  watcher,
}) => {
  watcher.allow({ toast: "Arquivo excluído com sucesso!", type: "success" });
  await signIn(page, "/admin/media");
  await expect(page.getByRole("heading", { name: "Mídia", level: 1 })).toBeVisible();
  const used = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: /^Página "/ }) })
    .first();
  const usedName = (await used.getByRole("heading", { level: 2 }).textContent())!;
  const place = (await used
    .getByRole("link", { name: /^Página "/ })
    .first()
    .textContent())!;
  await used.getByRole("button", { name: `Excluir ${usedName}` }).click();
  const refusal = page.getByRole("dialog", { name: "Arquivo em uso" });
  await expect(refusal).toContainText("não pode ser excluído");
  await expect(refusal.getByRole("link", { name: place })).toBeVisible();
  await expect(refusal.getByRole("button", { name: "Excluir" })).toHaveCount(0);
  await refusal.getByRole("button", { name: "Cancelar" }).click();
  await expect(refusal).toBeHidden();

  // The server holds the same rule: a DELETE sent by hand is refused and names the page.
  const src = (await used.getByRole("link", { name: "Abrir" }).getAttribute("href"))!;
  const direct = await page.request.delete(`/api/admin${src}`);
  expect(direct.status()).toBe(409);
  expect(JSON.stringify(await direct.json())).toContain(place.replaceAll('"', '\\"'));
  expect((await page.request.get(src)).status()).toBe(200);

  const sent = await page.request.post("/api/admin/uploads", {
    multipart: { file: { name: "sem-uso.txt", mimeType: "text/plain", buffer: Buffer.from("Arquivo que ninguém usa.") } },
  });
  expect(sent.status()).toBe(201);
  const { url } = (await sent.json()) as { url: string };
  await page.reload();
  const unused = page.getByRole("main").getByRole("listitem").filter({ hasText: "sem-uso.txt" });
  await expect(unused).toContainText("Não usado");
  await unused.getByRole("button", { name: "Excluir sem-uso.txt" }).click();
  await page.getByRole("alertdialog", { name: "Excluir arquivo?" }).getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Arquivo excluído com sucesso!")).toBeVisible();
  await expect(unused).toHaveCount(0);
  expect((await page.request.get(url)).status()).toBe(404);
});
