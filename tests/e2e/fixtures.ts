import { readFileSync } from "node:fs";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { staffState } from "../../playwright.config";
import { e2eAdmin, e2eTwoFactorStaff } from "./staff-accounts";
import { hydrated } from "./test";

export { e2eAdmin, e2eTwoFactorStaff };

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * Opens a staff screen signed in, with the session prepare-staff.ts opened before the
 * server started. Only the login journeys (admin-auth, two-factor, without-javascript)
 * sign in through the form.
 */
export async function signIn(page: Page, target = "/admin") {
  const { cookies } = JSON.parse(readFileSync(staffState, "utf8")) as StorageState;
  await page.context().addCookies(cookies);
  await page.goto(target);
  await expect(page.getByRole("banner")).toBeVisible();
}

/** Signed in, a lead's page found by its name through the list's search, hydrated. */
export async function openLead(page: Page, name: string) {
  await signIn(page, "/admin/leads");
  await page.getByLabel("Buscar").fill(name);
  await page.getByRole("button", { name: "Filtrar" }).click();
  const rows = page.getByRole("list", { name: "Leads" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await rows.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await hydrated(page);
}
