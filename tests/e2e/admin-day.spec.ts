import { readFileSync } from "node:fs";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { staffState, staffStateOf } from "../../playwright.config";
import { signIn } from "./fixtures";
import { expect, hydrated, skipLeadPrompt, test } from "./test";

// The small things of an administrator's day (decisions 216 to 218): 'Minha conta', the lead filters
// on a phone, and the floating buttons beside the cookie banner.

const phone = { width: 375, height: 812 };
const laptop = { width: 1280, height: 800 };

const meets = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether a visible floating button's box meets the element's; a hidden one is in no one's way. */
async function floatingMeets(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const found: string[] = [];
  for (const name of ["Conversar pelo WhatsApp", "Abrir Atendente Virtual"]) {
    const button = page.getByRole("link", { name }).or(page.getByRole("button", { name }));
    if (!(await button.isVisible())) continue;
    if (meets((await button.boundingBox())!, box)) found.push(name);
  }
  return found;
}

async function withStaffCookies(context: BrowserContext, file = staffState) {
  await context.addCookies((JSON.parse(readFileSync(file, "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] }).cookies);
}

test.describe("'Minha conta'", () => {
  // The laptop and the phone rename the same account: one after the other, each reads back its own name.
  test.describe.configure({ mode: "serial" });
  for (const viewport of [laptop, phone]) {
    test(`at ${viewport.width} px a staff member opens it from the panel and changes their name; a blank name changes nothing`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, storageState: staffStateOf("comercial") });
      const page = await context.newPage();
      await page.goto("/admin");
      if (viewport === phone) await page.getByRole("button", { name: "Abrir painel" }).click();
      await page.getByRole("link", { name: "Minha conta" }).click();
      await expect(page).toHaveURL(/\/admin\/conta$/);
      await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
      for (const section of ["Nome", "Senha", "Verificação em duas etapas"]) {
        await expect(page.getByRole("region", { name: section })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "Trocar a senha por e-mail" })).toHaveAttribute("href", "/admin/auth/forgot-password");

      const name = `Carla Comercial ${viewport.width}`;
      await page.getByRole("textbox", { name: "Nome" }).fill("   ");
      await page.getByRole("button", { name: "Salvar nome" }).click();
      await expect(page.getByText("Informe seu nome.")).toBeVisible();
      await page.getByRole("textbox", { name: "Nome" }).fill(name);
      await page.getByRole("button", { name: "Salvar nome" }).click();
      await expect(page.getByText("Nome salvo.")).toBeVisible();
      await page.reload();
      await expect(page.getByRole("textbox", { name: "Nome" })).toHaveValue(name);
      await context.close();
    });
  }

  test("the old address leads there, and the name is saved before scripts load", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: staffStateOf("editor") });
    const page = await context.newPage();
    const answer = await page.request.get("/admin/account-security", { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/admin/conta");
    await page.goto("/admin/account-security");
    await expect(page).toHaveURL(/\/admin\/conta$/);
    await page.getByRole("textbox", { name: "Nome" }).fill("Eduardo Editor");
    await page.getByRole("button", { name: "Salvar nome" }).click();
    await expect(page.getByText("Nome salvo.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nome" })).toHaveValue("Eduardo Editor");
    await context.close();
  });
});

test.describe("the lead filters", () => {
  test("on a phone they fold behind 'Filtros', open by themselves when one is in use; on a laptop they always show", async ({ page }) => {
    await page.setViewportSize(phone);
    await signIn(page, "/admin/leads");
    const filters = page.getByRole("search", { name: "Filtrar leads" });
    const fold = filters.getByText("Filtros", { exact: true });
    await expect(filters.getByLabel("Buscar")).toBeVisible();
    await expect(fold).toBeVisible();
    await expect(filters.getByLabel("Responsável")).toBeHidden();
    await fold.click();
    await filters.getByLabel("Responsável").selectOption({ label: "Sem responsável" });
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/responsavel=nenhum/);
    await expect(filters.getByLabel("Responsável")).toBeVisible();
    await expect(filters.getByLabel("Responsável")).toHaveValue("nenhum");
    await expect(filters.getByText("(1 em uso)")).toBeVisible();

    await page.setViewportSize(laptop);
    await page.goto("/admin/leads");
    await expect(fold).toBeHidden();
    for (const label of ["Buscar", "Status", "Responsável", "Origem (primeiro contato)", "Criados até"]) {
      await expect(filters.getByLabel(label)).toBeVisible();
    }
  });

  test("the fold works before scripts load", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    await withStaffCookies(context);
    const page = await context.newPage();
    await page.goto("/admin/leads");
    const filters = page.getByRole("search", { name: "Filtrar leads" });
    await expect(filters.getByLabel("Status")).toBeHidden();
    await filters.getByText("Filtros", { exact: true }).click();
    await filters.getByLabel("Status").selectOption({ label: "Perdido" });
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/status=perdido/);
    await expect(filters.getByLabel("Status")).toBeVisible();
    await context.close();
  });
});

test.describe("the floating buttons and the cookie banner", () => {
  test("on a 375 px home page they stay off 'Ver Serviços' while the banner shows, and come back once it is answered", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: phone });
    await context.addInitScript(skipLeadPrompt);
    const page = await context.newPage();
    await page.goto("/");
    await hydrated(page);
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    const services = page.getByRole("main").getByRole("link", { name: "Ver Serviços" });
    await expect(banner).toBeVisible();
    await expect(services).toBeInViewport();
    expect(await floatingMeets(page, services)).toEqual([]);
    expect(await floatingMeets(page, banner)).toEqual([]);

    await banner.getByRole("button", { name: "Recusar" }).click();
    await expect(page.getByRole("link", { name: "Conversar pelo WhatsApp" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Abrir Atendente Virtual" })).toBeVisible();
    expect(await floatingMeets(page, services)).toEqual([]);
    await context.close();
  });

  test("on a 1280 px home page they show beside the banner, clear of it and of 'Ver Serviços'", async ({ browser }) => {
    const context = await browser.newContext({ viewport: laptop });
    await context.addInitScript(skipLeadPrompt);
    const page = await context.newPage();
    await page.goto("/");
    await hydrated(page);
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    await expect(banner).toBeVisible();
    await expect(page.getByRole("link", { name: "Conversar pelo WhatsApp" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Abrir Atendente Virtual" })).toBeVisible();
    expect(await floatingMeets(page, page.getByRole("main").getByRole("link", { name: "Ver Serviços" }))).toEqual([]);
    expect(await floatingMeets(page, banner)).toEqual([]);
    await context.close();
  });
});
