import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, newVisitorPage, test } from "./test";
import { signIn } from "./fixtures";
import type { JourneyWatcher } from "./watcher";

const files = path.join(import.meta.dirname, "files");
const galleryImage = "/uploads/amostra-grade-magnetica-neodimio-2.webp";
const newMainImage = "/uploads/amostra-grade-magnetica-neodimio-3.webp";

/** Fills a new page with only a title and an introduction; creating it is told by a toast with its address. */
async function createPage(page: Page, watcher: JourneyWatcher, title: string, slug: string) {
  watcher.allow({ toast: `Página criada com sucesso!/produtos/${slug}`, type: "success" });
  await signIn(page, "/admin/pages/new");
  await page.getByLabel("Título", { exact: true }).fill(title);
  await page.getByLabel("Introdução").fill("Página criada pelo teste dos editores.");
  return slug;
}

async function useAddress(page: Page, label: string, url: string) {
  await page.getByLabel(`Endereço de ${label}`).fill(url);
  await page.getByLabel(`Endereço de ${label}`).press("Enter");
}

test("a new main image leads the page's gallery, and the editor says where each image shows", async ({ page, watcher }) => {
  test.slow();
  watcher.allow({ toast: "URL definida com sucesso!", type: "success" });
  const slug = await createPage(page, watcher, "Galeria Ordenada E2E", "galeria-ordenada-e2e");
  await page.getByRole("button", { name: "Adicionar imagem" }).click();
  await useAddress(page, "imagem 1 da galeria", galleryImage);
  await page.getByLabel("Texto alternativo").fill("Grade vista de lado");
  await expect(
    page.getByText("Sem imagem principal, a primeira imagem da galeria aparece grande no topo da página e nos cards."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page).toHaveURL(`/admin/pages/${slug}/edit`);

  await useAddress(page, "imagem principal", newMainImage);
  await expect(page.getByText("Aparece grande no topo da página e nos cards, antes das imagens da galeria.")).toBeVisible();
  await expect(page.getByText("Mostradas em miniatura depois da imagem principal, nesta ordem.")).toBeVisible();
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Página atualizada com sucesso!" })).toBeVisible();

  const visitor = await newVisitorPage(page.context().browser()!);
  await visitor.goto(`/produtos/${slug}`);
  const gallery = visitor.getByRole("list", { name: "Galeria de imagens" });
  await expect(gallery.getByRole("button", { name: /^Abrir imagem 1 de 2/ }).locator("img")).toHaveAttribute(
    "src",
    /amostra-grade-magnetica-neodimio-3\.webp/,
  );
  await expect(gallery.getByRole("button", { name: "Abrir imagem 2 de 2: Grade vista de lado" })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Ampliar" }).locator("xpath=..").locator("img").first()).toHaveAttribute(
    "src",
    /amostra-grade-magnetica-neodimio-3\.webp/,
  );
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /amostra-grade-magnetica-neodimio-3\.webp\?w=1280&format=jpeg$/,
  );
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the page editor stays open after a save, its answer focused, under a one-row toolbar", async ({ page, watcher }) => {
      const slug = await createPage(page, watcher, `Editor Aberto ${viewport.width}`, `editor-aberto-${viewport.width}`);
      await page.getByRole("button", { name: "Criar Página" }).click();
      await expect(page).toHaveURL(`/admin/pages/${slug}/edit`);

      const save = page.getByRole("button", { name: "Salvar Alterações" });
      const toolbar = save.locator("xpath=..");
      const box = (await toolbar.boundingBox())!;
      // One row of buttons: the button's height and its padding, nowhere near the 170 px of three rows.
      expect(box.height).toBeLessThan(70);
      for (const control of [
        toolbar.getByRole("link", { name: "Cancelar" }),
        toolbar.getByRole("link", { name: /^Visualizar/ }),
        toolbar.getByRole("link", { name: "Histórico" }),
        save,
      ]) {
        await expect(control).toBeInViewport();
      }

      await page.getByLabel("Introdução").fill("Texto revisto depois de criada.");
      await save.click();
      await expect(page.locator(":focus")).toContainText("Página atualizada com sucesso!");
      await expect(page.locator(":focus")).toBeInViewport();
      await expect(page).toHaveURL(`/admin/pages/${slug}/edit`);
      await expect(page.getByLabel("Introdução")).toHaveValue("Texto revisto depois de criada.");
    });

    test("'Mídia' shows a page of files with a search, a type filter, paging and its own upload button", async ({ page, watcher }) => {
      test.slow();
      watcher.allow({ toast: "Arquivo enviado com sucesso!", type: "success" });
      await signIn(page, "/admin/media");
      const cards = page.getByRole("list", { name: "Arquivos da biblioteca" }).locator(":scope > li");
      await expect(page.getByRole("status").filter({ hasText: /^\d+ arquivos$/ })).toBeVisible();
      await expect(cards).toHaveCount(24);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(viewport.width < 640 ? 17_000 : 7_000);

      const secondPage = page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Página 2" });
      await secondPage.click();
      await expect(page).toHaveURL(/pagina=2/);
      // The filters are drawn anew for each address: typed before page 2 is drawn, a search is lost.
      await expect(secondPage).toHaveAttribute("aria-current", "page");

      await page.getByLabel("Buscar", { exact: true }).fill("grade magnetica neodimio");
      await page.getByLabel("Tipo", { exact: true }).selectOption("pdf");
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).toHaveURL(/q=grade\+magnetica\+neodimio/);
      await expect(page.getByRole("status").filter({ hasText: "1 arquivo" })).toBeVisible();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText("amostra-grade-magnetica-neodimio-catalogo.pdf");

      await page.goto("/admin/media");
      await page.getByLabel("Enviar arquivo").setInputFiles(path.join(files, "catalogo.pdf"));
      await expect(page.getByText("Arquivo enviado com sucesso!").first()).toBeVisible();
      await expect(cards.first()).toContainText("catalogo.pdf");
    });
  });
}

test("'Atividade' shows a short field's value before and after a save", async ({ page, watcher }) => {
  const slug = await createPage(page, watcher, "Atividade Antes Depois E2E", "atividade-antes-depois-e2e");
  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page).toHaveURL(`/admin/pages/${slug}/edit`);
  await page.getByLabel("Meta título").fill("Grade para moegas");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Página atualizada com sucesso!" })).toBeVisible();

  await page.goto("/admin/activity?tipo=page");
  const row = page.getByRole("main").getByRole("listitem").filter({ hasText: "alterou a página 'Atividade Antes Depois E2E'" }).first();
  await expect(row).toContainText("Meta título: (vazio) → “Grade para moegas”");
});

test("a product page's meta description ends on a whole word", async ({ request }) => {
  const html = await (await request.get("/produtos/grade-magnetica-neodimio")).text();
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  expect(description).toMatch(/…$/);
  // What is kept is the introduction's start up to the end of a word: a space or a comma follows it there.
  const kept = description.slice(0, -1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  expect(html).toMatch(new RegExp(`>${kept}[ ,]`));
});
