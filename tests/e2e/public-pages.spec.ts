import { expect, test } from "./test";

test("the mobile menu opens as a drawer at 375 px and works by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Abrir menu" });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await drawer.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(drawer).toBeHidden();
});

test("the skip link takes keyboard users to the content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).toBeFocused();
  await skip.press("Enter");
  await expect(page.locator("#conteudo")).toBeFocused();
});

test("policies start collapsed and open independently", async ({ page }) => {
  await page.goto("/politicas");
  const privacy = page.getByRole("button", { name: "Política de Privacidade" });
  const terms = page.getByRole("button", { name: "Termos de Uso" });
  await expect(privacy).toHaveAttribute("aria-expanded", "false");
  await expect(terms).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Lei Geral de Proteção de Dados")).toBeHidden();
  await privacy.click();
  await terms.click();
  await expect(privacy).toHaveAttribute("aria-expanded", "true");
  await expect(terms).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/Lei Geral de Proteção de Dados/)).toBeVisible();
  await privacy.click();
  await expect(privacy).toHaveAttribute("aria-expanded", "false");
  await expect(terms).toHaveAttribute("aria-expanded", "true");
});

test("from the blog list to a post; a draft is not found", async ({ watcher, page }) => {
  watcher.allow(
    { response: /\/blog\/tendencias-em-separacao-magnetica$/, method: "GET", status: 404 },
    { alert: "Post não encontradoO post que você está procurando não existe ou foi removido." },
  );
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  // Counted by title: the admin blog journey may publish a post of its own meanwhile.
  for (const title of [
    "Como escolher uma grade magnética para a sua linha",
    "Quando remagnetizar seus equipamentos magnéticos",
    "Manutenção preventiva de motofreios: um roteiro prático",
  ]) {
    await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(1);
  }
  await expect(page.getByRole("article").filter({ hasText: "Tendências em separação magnética" })).toHaveCount(0);
  await page.getByRole("link", { name: "Quando remagnetizar seus equipamentos magnéticos", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quando remagnetizar seus equipamentos magnéticos");
  await expect(page.getByRole("heading", { name: "Sinais de alerta" })).toBeVisible();
  await page.getByRole("link", { name: "Voltar para o blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.goto("/blog/manutencao-preventiva-de-motofreios");
  await expect(page.getByRole("heading", { name: "O que verificar a cada trimestre" })).toBeVisible();

  const draft = await page.goto("/blog/tendencias-em-separacao-magnetica");
  expect(draft?.status()).toBe(404);
  await expect(page.getByText("Post não encontrado")).toBeVisible();
  await expect(page.getByText("O post que você está procurando não existe ou foi removido.")).toBeVisible();
});

test("cookie consent: tags load only after accepting, and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Aviso de cookies" });
  await expect(banner).toBeVisible();
  await expect(page.locator('meta[name="tag-de-exemplo"]')).toHaveCount(0);

  await banner.getByRole("button", { name: "Aceitar" }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator('meta[name="tag-de-exemplo"]')).toHaveCount(1);
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === "cookie_consent");
  expect(consent?.value).toBe("true");
  expect(consent!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  await page.reload();
  await expect(page.locator('meta[name="tag-de-exemplo"]')).toHaveCount(1);
  await expect(banner).toHaveCount(0);
});

test("refusing cookies keeps every tag away", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Recusar" }).click();
  await page.reload();
  await expect(page.getByRole("region", { name: "Aviso de cookies" })).toHaveCount(0);
  await expect(page.locator('meta[name="tag-de-exemplo"]')).toHaveCount(0);
});

test("the WhatsApp button opens a chat with a greeting", async ({ page }) => {
  await page.goto("/contato");
  const whatsapp = page.getByRole("link", { name: "Conversar pelo WhatsApp" });
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=Ol%C3%A1/);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
});

test("each page view is recorded once, client-side navigations included", async ({ page }) => {
  const visits: Array<{ page_path: string; session_id: string }> = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/visits") && request.method() === "POST") visits.push(request.postDataJSON());
  });
  await page.goto("/");
  await page.getByRole("link", { name: "Blog" }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => visits.map((visit) => visit.page_path)).toEqual(["/", "/blog"]);
  expect(new Set(visits.map((visit) => visit.session_id)).size).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem("visitor_session_id"))).toBe(visits[0]!.session_id);
});

test("the visits endpoint refuses malformed input with a clear JSON error", async ({ request }) => {
  const response = await request.post("/api/visits", { data: "{not json", headers: { "content-type": "text/plain" } });
  expect(response.status()).toBe(400);
  expect((await response.json()).error.message).toBe("Visita inválida");
});
