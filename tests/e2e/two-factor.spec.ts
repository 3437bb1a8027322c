import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { e2eTwoFactorStaff } from "./fixtures";
import { expect, test } from "./test";

const { email, password } = e2eTwoFactorStaff;

async function enterPassword(page: Page, target = "/admin/conta") {
  await page.goto(`/admin/auth?redirectTo=${encodeURIComponent(target)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sair" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

function otherThan(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

test("staff turn on two-factor sign-in, sign in with a code from the app, and turn it off", async ({ watcher, page }, testInfo) => {
  watcher.allow(
    { response: /\/admin\/conta\.data\?index$/, method: "POST", status: 400 },
    { response: /\/admin\/conta\.data\?index$/, method: "POST", status: 401 },
    { response: /\/admin\/auth\.data\?redirectTo=%2Fadmin%2Fconta$/, method: "POST", status: 401 },
    { alert: "Verificação em duas etapasCódigo inválido. Confira o código no aplicativo autenticador e tente novamente." },
  );
  test.slow();
  await enterPassword(page, "/admin");
  await page.waitForURL((url) => url.pathname === "/admin");
  await page.getByRole("link", { name: "Minha conta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
  await expect(page.getByText(`Você entra no painel como ${email}.`)).toBeVisible();
  const section = page.getByRole("region", { name: "Verificação em duas etapas" });
  await expect(section.getByText("Desativada")).toBeVisible();

  const start = section.getByRole("button", { name: "Ativar verificação em duas etapas" });
  await start.click();
  await expect(section.getByText("Informe sua senha.")).toBeVisible();
  await section.getByLabel("Senha atual").fill("senha-errada");
  await start.click();
  await expect(section.getByText("Senha incorreta.")).toBeVisible();
  await section.getByLabel("Senha atual").fill(password);
  await start.click();

  await expect(section.getByRole("img", { name: "QR code para configurar o aplicativo autenticador" })).toBeVisible();
  const secret = (await section.getByLabel("Chave secreta").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.screenshot({ path: testInfo.outputPath("configurar-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath("configurar-375.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  const code = section.getByLabel("Código de verificação");
  const confirm = section.getByRole("button", { name: "Confirmar e ativar" });
  await code.fill("12345");
  await confirm.click();
  await expect(section.getByText("Informe o código de 6 dígitos do aplicativo autenticador.")).toBeVisible();
  await code.fill(otherThan(await generate({ secret })));
  await confirm.click();
  await expect(section.getByText("Código inválido. Confira o código no aplicativo autenticador e tente novamente.")).toBeVisible();
  await code.fill(await generate({ secret }));
  await confirm.click();

  await expect(section.getByText("Verificação em duas etapas ativada.")).toBeVisible();
  await expect(section.getByRole("list", { name: "Códigos de recuperação" }).getByRole("listitem")).toHaveCount(10);
  await page.screenshot({ path: testInfo.outputPath("codigos-1280.png"), fullPage: true });
  await section.getByRole("button", { name: "Concluir" }).click();
  await expect(section.getByText("Ativada", { exact: true })).toBeVisible();
  await expect(section.getByRole("button", { name: "Desativar verificação em duas etapas" })).toBeVisible();

  // Signing in now takes the app's code after the password.
  await signOut(page);
  await enterPassword(page);
  await expect(page.getByRole("heading", { name: "Verificação em duas etapas" })).toBeVisible();
  const signInCode = page.getByLabel("Código de verificação");
  await expect(signInCode).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath("login-codigo-1280.png") });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath("login-codigo-375.png") });
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInCode.fill(otherThan(await generate({ secret })));
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByRole("alert")).toContainText("Código inválido.");
  await expect(page).toHaveURL(/\/admin\/auth/);
  await signInCode.fill(await generate({ secret }));
  await page.getByRole("button", { name: "Verificar" }).click();
  await page.waitForURL("**/admin/conta");

  // Turning it off takes the password; then e-mail and password are enough again.
  const turnOff = page.getByRole("region", { name: "Verificação em duas etapas" });
  await turnOff.getByLabel("Senha atual").fill(password);
  await turnOff.getByRole("button", { name: "Desativar verificação em duas etapas" }).click();
  await expect(turnOff.getByText("Verificação em duas etapas desativada.")).toBeVisible();
  await expect(turnOff.getByText("Desativada", { exact: true })).toBeVisible();
  await signOut(page);
  await enterPassword(page);
  await page.waitForURL("**/admin/conta");
});
