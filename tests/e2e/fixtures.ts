import { expect, type Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";

export { e2eAdmin };

/** Signs in through the login screen, as staff do. */
export async function signIn(page: Page, target = "/admin") {
  await page.goto(target);
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Senha").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin") && !url.pathname.startsWith("/admin/auth"));
  await expect(page.getByRole("banner")).toBeVisible();
}
