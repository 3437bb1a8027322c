import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import type { Browser, Page } from "@playwright/test";
import { testSmtpServer } from "~/lib/test-smtp.server";
import { axeViolations } from "./axe";
import { createStaff, startInstance, stopInstance, whenHealthy, type Instance } from "./production-servers";

// The journeys' server sends no e-mail: this one does, to an SMTP server of the test's own, on
// ports beside the journeys' server's (E2E_PORT), so checkouts side by side keep apart.
const port = Number(process.env.E2E_PORT ?? 3210) + 1;
const smtp = testSmtpServer(port + 1);
const staff = { email: "esqueci.e2e@magnasul.exemplo.com.br", password: "senha-antiga-e2e" };
const staffWithoutScripts = { email: "sem-script.e2e@magnasul.exemplo.com.br", password: "senha-antiga-sem-script" };

test.describe.configure({ mode: "serial" });

let dataDir: string;
let instance: Instance | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "password-reset-"));
  // The embedded database takes one process at a time: the accounts come before the server.
  for (const account of [staff, staffWithoutScripts]) await createStaff(account, { DATA_DIR: dataDir, DATABASE_URL: "" });
  await smtp.start();
  instance = startInstance(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    BETTER_AUTH_SECRET: "redefinicao-segredo-longo-o-bastante-para-testes",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(port + 1),
    SMTP_FROM: "Painel <painel@magnasul.exemplo.com.br>",
  });
  await whenHealthy(instance);
});

test.afterAll(async () => {
  await stopInstance(instance);
  await smtp.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The link of the last mail to this address, once it has arrived. */
async function linkMailedTo(email: string, count: number) {
  await expect.poll(() => smtp.received.filter((mail) => mail.to === email).length, { timeout: 15_000 }).toBe(count);
  const mail = smtp.received.filter((message) => message.to === email).at(-1)!;
  expect(mail.subject).toBe("Redefinição de senha do painel administrativo");
  return mail.text.match(/https?:\/\/\S+/)![0];
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${instance!.base}/admin/auth`);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Senha", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  await page.screenshot({ path: outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function signedInElsewhere(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, staff);
  await page.waitForURL((url) => url.pathname === "/admin");
  return page;
}

test("forgot password: the link arrives by e-mail, sets a new password once and ends the account's other sessions", async ({
  page,
  browser,
  watcher,
}, testInfo) => {
  test.setTimeout(120_000);
  // The old password is refused once the new one is set, and the used link says so.
  watcher.allow(
    { response: /\/admin\/auth\.data$/, method: "POST", status: 401 },
    { alert: "Credenciais inválidasE-mail ou senha incorretos." },
    { alert: "Link inválidoEste link para redefinir a senha é inválido, já foi usado ou expirou. Peça um novo link." },
  );
  const other = await signedInElsewhere(browser);
  await expect(other.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await page.goto(`${instance!.base}/admin/auth`);
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Esqueci minha senha" })).toBeVisible();
  const send = page.getByRole("button", { name: "Enviar link" });
  await send.click();
  await expect(page.getByText("Informe o seu e-mail.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, "esqueci", testInfo.outputPath.bind(testInfo));

  // An address without an account hears the same, and nothing is sent to it.
  await page.getByLabel("E-mail").fill("ninguem.e2e@magnasul.exemplo.com.br");
  await send.click();
  const requested = page
    .getByRole("status")
    .filter({ hasText: "Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha." });
  await expect(requested).toBeVisible();
  await page.getByRole("link", { name: "Voltar ao login" }).click();
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await page.getByLabel("E-mail").fill(staff.email);
  await send.click();
  await expect(requested).toBeVisible();
  await screenshots(page, "pedido-enviado", testInfo.outputPath.bind(testInfo));

  const link = await linkMailedTo(staff.email, 1);
  expect(link.startsWith(`${instance!.base}/admin/auth/reset-password?token=`)).toBe(true);
  // Only the account's owner hears of it; during business hours sales also get the morning digest.
  expect(smtp.received.filter((mail) => !mail.subject.startsWith("Resumo de ")).map((mail) => mail.to)).toEqual([staff.email]);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Redefinir senha" })).toBeVisible();
  await page.getByLabel("Nova senha", { exact: true }).fill("curta");
  await page.getByLabel("Repita a nova senha").fill("curta");
  const save = page.getByRole("button", { name: "Salvar nova senha" });
  await save.click();
  await expect(page.getByText("A senha deve ter pelo menos 8 caracteres.")).toBeVisible();
  await page.getByLabel("Nova senha", { exact: true }).fill("senha-nova-e2e-123");
  await page.getByLabel("Repita a nova senha").fill("senha-nova-e2e-124");
  await save.click();
  await expect(page.getByText("As senhas não coincidem.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, "nova-senha", testInfo.outputPath.bind(testInfo));
  await page.getByLabel("Repita a nova senha").fill("senha-nova-e2e-123");
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Senha redefinida" })).toBeVisible();
  await screenshots(page, "senha-redefinida", testInfo.outputPath.bind(testInfo));

  // The other browser's session has ended.
  await other.reload();
  await expect(other).toHaveURL(/\/admin\/auth\?redirectTo=%2Fadmin$/);

  await page.getByRole("link", { name: "Ir para o login" }).click();
  await page.getByLabel("E-mail").fill(staff.email);
  await page.getByLabel("Senha", { exact: true }).fill(staff.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toContainText("E-mail ou senha incorretos.");
  await page.getByLabel("Senha", { exact: true }).fill("senha-nova-e2e-123");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(`${instance!.base}/admin`);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // The link was good once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("Este link para redefinir a senha é inválido, já foi usado ou expirou.");
  await expect(page.getByLabel("Nova senha", { exact: true })).toHaveCount(0);
  await screenshots(page, "link-usado", testInfo.outputPath.bind(testInfo));
  await other.context().close();
});

test("without JavaScript, the link is asked for and the new password set through plain forms", async ({ browser, watcher }) => {
  test.setTimeout(120_000);
  watcher.allow({ response: /\/admin\/auth\/reset-password\?token=[\w-]+$/, method: "POST", status: 400 });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${instance!.base}/admin/auth/forgot-password`);
  await page.getByLabel("E-mail").fill(staffWithoutScripts.email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByText("Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.")).toBeVisible();

  await page.goto(await linkMailedTo(staffWithoutScripts.email, 1));
  await page.getByLabel("Nova senha", { exact: true }).fill("sem-script-nova-123");
  await page.getByLabel("Repita a nova senha").fill("outra-coisa-123");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("As senhas não coincidem.")).toBeVisible();
  await expect(page.getByLabel("Nova senha", { exact: true })).toHaveValue("");
  await page.getByLabel("Nova senha", { exact: true }).fill("sem-script-nova-123");
  await page.getByLabel("Repita a nova senha").fill("sem-script-nova-123");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("Senha redefinida")).toBeVisible();

  await signIn(page, { email: staffWithoutScripts.email, password: "sem-script-nova-123" });
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  await context.close();
});
