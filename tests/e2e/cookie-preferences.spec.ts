import type { Page } from "@playwright/test";
import { expect, test } from "./test";

const sampleTag = 'meta[name="tag-de-exemplo"]';

/** The proof of the choice the browser keeps beside it. */
async function consentRecord(page: Page) {
  const cookie = (await page.context().cookies()).find((item) => item.name === "cookie_consent_record");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { choice: string; date: string; policyVersion: string | null }) : null;
}

test("the cookie choice is changed from the footer, recorded with its date and policy version, and refused tags stop from the next page on", async ({
  page,
}) => {
  const policyVersion = ((await (await page.request.get("/api/cookie-policy")).json()) as { version: string }).version;
  expect(policyVersion).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  await page.goto("/");
  const banner = page.getByRole("region", { name: "Aviso de cookies" });
  await banner.getByRole("button", { name: "Aceitar" }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator(sampleTag)).toHaveCount(1);
  await expect.poll(() => consentRecord(page)).toMatchObject({ choice: "accepted", policyVersion });
  const accepted = await consentRecord(page);
  expect(Math.abs(Date.parse(accepted!.date) - Date.now())).toBeLessThan(60_000);

  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: "Preferências de cookies" }).click();
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  const today = new Date().toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
  await expect(banner).toContainText(`Sua escolha atual: cookies aceitos em ${today}.`);

  await banner.getByRole("button", { name: "Recusar" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => consentRecord(page)).toMatchObject({ choice: "rejected", policyVersion });

  await page.getByRole("navigation").getByRole("link", { name: "Blog" }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(sampleTag)).toHaveCount(0);
  await page.goto("/quem-somos");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(sampleTag)).toHaveCount(0);

  await footer.getByRole("button", { name: "Preferências de cookies" }).click();
  await expect(banner).toContainText(`Sua escolha atual: cookies recusados em ${today}.`);
  await banner.getByRole("button", { name: "Fechar preferências de cookies" }).click();
  await expect(banner).toBeHidden();
  expect(await consentRecord(page)).toMatchObject({ choice: "rejected" });
});
