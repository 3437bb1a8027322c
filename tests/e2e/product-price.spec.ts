import { expect, newVisitorPage, test } from "./test";
import { signIn } from "./fixtures";

const slug = "balanca-com-preco-e2e";

test("a product's price is typed in pt-BR, shown to visitors and offered in its structured data; empty, it is 'sob consulta'", async ({
  watcher,
  page,
}) => {
  watcher.allow(
    { toast: "Erro ao criar a páginaPreço inválido. Use o formato 1.234,56", type: "error" },
    { toast: `Página criada com sucesso!/produtos/${slug}`, type: "success" },
    { toast: "Página atualizada com sucesso!", type: "success" },
  );
  await signIn(page, "/admin/pages/new");
  await page.getByLabel("Título", { exact: true }).fill("Balança com Preço E2E");
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Introdução").fill("Balança criada pelo teste de preço.");
  const price = page.getByLabel("Preço (R$)");
  await price.fill("12.50");
  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page.getByRole("main").getByText("Preço inválido. Use o formato 1.234,56")).toBeVisible();
  await price.fill("1.234,5");
  await page.getByRole("button", { name: "Criar Página" }).click();
  await expect(page).toHaveURL(`/admin/pages/${slug}/edit`);
  await expect(page.getByLabel("Preço (R$)")).toHaveValue("1.234,50");

  const visitor = await newVisitorPage(page.context().browser()!);
  await visitor.goto(`/produtos/${slug}`);
  await expect(visitor.getByText(/^Preço: R\$\s1\.234,50$/)).toBeVisible();
  const offer = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<
    string,
    unknown
  >;
  expect(offer).toMatchObject({ "@type": "Product", offers: { price: "1234.50", priceCurrency: "BRL" } });

  await page.getByLabel("Preço (R$)").fill("");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.locator(":focus")).toContainText("Página atualizada com sucesso!");
  await visitor.reload();
  await expect(visitor.getByText("Preço sob consulta")).toBeVisible();
  await expect.poll(() => visitor.locator('script[type="application/ld+json"]').first().textContent()).toContain('"@type":"WebPage"');

  // A service has no price: the field goes with the type.
  await page.getByLabel("Tipo de página").selectOption("servico");
  await expect(page.getByLabel("Preço (R$)")).toHaveCount(0);
});
