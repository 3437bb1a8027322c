import { expect, test } from "./test";

test("from the home page to a product, then through its gallery by keyboard", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Separação magnética que protege sua produção");
  await expect(page.getByRole("heading", { name: "Áreas de Atuação" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Últimos Produtos" })).toBeVisible();

  // 'Últimos Produtos' shows the newest pages, which other journeys add: the product is found with the search.
  await page.getByRole("main").getByRole("combobox").first().fill("grade magnética de neodímio");
  await page.getByRole("option", { name: /^Grade Magnética de Neodímio/ }).click();
  await expect(page).toHaveURL(/\/produtos\/grade-magnetica-neodimio$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grade Magnética de Neodímio");
  await expect(page.getByRole("link", { name: "Baixar Catálogo (PDF)" })).toHaveAttribute("href", /\.pdf$/);
  await expect(page.getByRole("heading", { name: "Informações técnicas" })).toBeVisible();

  await page.getByRole("button", { name: "Ampliar" }).click();
  const lightbox = page.getByRole("dialog");
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText("1 / 3")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.getByText("2 / 3")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox.getByText("3 / 3")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.getByText("1 / 3")).toBeVisible();
  await lightbox.getByRole("button", { name: "Próxima imagem" }).click();
  await expect(lightbox.getByText("2 / 3")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  // The focus goes back to what opened the lightbox, not to the page's start.
  await expect(page.getByRole("button", { name: "Ampliar" })).toBeFocused();
  const thumbnail = page.getByRole("button", { name: /^Abrir imagem 2 de 3/ });
  await thumbnail.click();
  await expect(lightbox.getByText("2 / 3")).toBeVisible();
  // The backdrop is opaque: the page does not show through it.
  const backdrop = await page.evaluate(() => {
    const overlay = [...document.querySelectorAll("body > div")].find(
      (element) => getComputedStyle(element).position === "fixed" && element.getAttribute("data-state") === "open",
    );
    return overlay ? getComputedStyle(overlay).backgroundColor : "";
  });
  expect(backdrop).toMatch(/^(rgb\(|oklch\([^/]*\)$)/);
  await lightbox.getByRole("button", { name: "Fechar" }).click();
  await expect(thumbnail).toBeFocused();
});

test("a broken gallery image shows the placeholder", async ({ watcher, page }) => {
  watcher.allow(
    // The thumbnail, as AVIF: Chromium takes it.
    { response: /\/images\/amostra-grade-magnetica-neodimio-2\.webp\?w=320&format=avif$/, method: "GET", status: 404 },
    { response: /\/images\/amostra-grade-magnetica-neodimio-2\.webp\?w=1280$/, method: "GET", status: 404 },
  );
  await page.route(/\/images\/amostra-grade-magnetica-neodimio-2\.webp/, (route) => route.fulfill({ status: 404 }));
  await page.goto("/produtos/grade-magnetica-neodimio");
  await page.getByRole("button", { name: /Abrir imagem 2 de 3/ }).click();
  await expect(page.getByRole("dialog").getByText("Imagem não encontrada")).toBeVisible();
});

test("search suggestions start at 2 characters and lead to the page", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Buscar produtos e serviços" });
  await box.fill("i");
  // Well past the suggestions' wait after typing.
  await page.clock.fastForward(1000);
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(page.getByText("Buscando...")).toHaveCount(0);

  await box.fill("ima");
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(8);
  await expect(page.getByRole("option", { name: /Ímãs de Neodímio N52/ })).toBeVisible();
  await expect(page.getByRole("option", { name: /Remagnetização de Ímãs/ })).toBeVisible();

  await page.getByRole("option", { name: /Remagnetização de Ímãs/ }).click();
  await expect(page).toHaveURL(/\/servicos\/remagnetizacao-de-imas-e-tambores$/);
});

test("search suggestions work by keyboard, and submitting lists every match", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Buscar produtos e serviços" });
  await box.fill("xyzw");
  await expect(page.getByText('Nenhum resultado encontrado para "xyzw"')).toBeVisible();
  await box.fill("tambor");
  await expect(page.getByRole("option").first()).toBeVisible();
  await box.press("ArrowDown");
  await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await box.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);

  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/$/);

  await box.fill("ímã");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/produtos\?search=%C3%ADm%C3%A3$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Resultados para "ímã"');
  await expect(page.getByRole("link", { name: "Ímãs de Ferrite Cerâmico", exact: true })).toBeVisible();
});

test("an unpublished page is not found, and old addresses redirect permanently", async ({ watcher, page, request }) => {
  watcher.allow({ response: /\/produtos\/gaveta-magnetica-rotativa$/, method: "GET", status: 404 });
  const hidden = await page.goto("/produtos/gaveta-magnetica-rotativa");
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página Não Encontrada" })).toBeVisible();

  for (const [from, to] of [
    ["/imas/imas-de-neodimio-n52", "/produtos/imas-de-neodimio-n52"],
    ["/imas", "/produtos"],
    ["/equipamentos-servicos/manutencao-de-motofreios", "/servicos/manutencao-de-motofreios"],
    ["/equipamentos-servicos", "/servicos"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe(to);
  }
  await page.goto("/imas/imas-de-neodimio-n52");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ímãs de Neodímio N52");
});

test("the product list offers the ISO 9001 certificate, and service pages ask for contact", async ({ page }) => {
  await page.goto("/produtos");
  await expect(page.getByRole("link", { name: "Certificado ISO 9001" })).toHaveAttribute("href", /\.pdf$/);
  await page.goto("/servicos/balanceamento-dinamico-de-rotores");
  await expect(page.getByRole("link", { name: "Solicitar Contato" })).toBeVisible();
});
