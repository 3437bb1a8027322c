import type { Page } from "@playwright/test";
import { expect, newVisitorPage, test } from "./test";
import { e2eLockoutStaff } from "./staff-accounts";

async function submitLogin(page: Page, password: string) {
  await page.goto("/admin/auth");
  await page.getByLabel("E-mail").fill(e2eLockoutStaff.email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

test("strangers' guesses from 25 addresses lock the account for new browsers, never for its owner's", async ({
  page,
  context,
  browser,
  request,
  baseURL,
  watcher,
}) => {
  // Thirteen password checks, memory-hard by design, on 2 busy cores.
  test.setTimeout(120_000);
  watcher.allow(
    { response: /\/admin\/auth\.data$/, method: "POST", status: 429 },
    { alert: "Erro no loginMuitas tentativas de login. Aguarde alguns minutos e tente novamente." },
  );
  await submitLogin(page, e2eLockoutStaff.password);
  await expect(page).toHaveURL(/\/admin$/);
  const device = (await context.cookies()).find((cookie) => cookie.name === "staff_device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(89 * 24 * 60 * 60 * 1000);
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);

  // 25 wrong passwords at once, each from its own address as the proxy in front names it.
  const guesses = await Promise.all(
    Array.from({ length: 25 }, (_, index) =>
      request.post("/api/auth/sign-in/email", {
        headers: { origin: baseURL!, "x-forwarded-for": `203.0.113.${index + 1}` },
        data: { email: e2eLockoutStaff.email, password: `chute-${index}-errado` },
      }),
    ),
  );
  const statuses = guesses.map((guess) => guess.status());
  expect(statuses.filter((status) => status === 401)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(15);

  const stranger = await newVisitorPage(browser);
  await submitLogin(stranger, e2eLockoutStaff.password);
  await expect(stranger.getByRole("alert")).toContainText("Muitas tentativas de login. Aguarde alguns minutos e tente novamente.");
  await expect(stranger).toHaveURL(/\/admin\/auth$/);
  await stranger.context().close();

  await submitLogin(page, e2eLockoutStaff.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});
