import { expect, test } from "./test";
import type { Browser, Page } from "@playwright/test";
import { baseURL, mailbox } from "../../playwright.config";
import { axeViolations } from "./axe";
import { mailCountTo, mailTo } from "./mailbox";
import { e2eResetStaff as staff, e2eResetStaffWithoutScripts as staffWithoutScripts } from "./staff-accounts";

const resetSubject = /^Redefinição de senha do painel administrativo$/;

/** The link of the newest reset mail to this address, once it has arrived. */
async function linkMailedTo(email: string) {
  const mail = await mailTo(mailbox, email, resetSubject);
  return mail.text.match(/https?:\/\/\S+/)![0];
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin/auth");
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

  await page.goto("/admin/auth");
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
  // The sign-in page has an 'E-mail' field too: the address goes in once the forgot page is shown.
  await expect(page.getByRole("heading", { level: 1, name: "Esqueci minha senha" })).toBeVisible();
  await page.getByLabel("E-mail").fill(staff.email);
  await send.click();
  await expect(requested).toBeVisible();
  await screenshots(page, "pedido-enviado", testInfo.outputPath.bind(testInfo));

  const link = await linkMailedTo(staff.email);
  expect(link.startsWith(`${baseURL}/admin/auth/reset-password?token=`)).toBe(true);
  // The mails leave in the order asked: the one asked first, for no account, would be here by now.
  expect(mailCountTo(mailbox, "ninguem.e2e@magnasul.exemplo.com.br")).toBe(0);

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
  await expect(page).toHaveURL("/admin");
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
  await page.goto("/admin/auth/forgot-password");
  await page.getByLabel("E-mail").fill(staffWithoutScripts.email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByText("Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.")).toBeVisible();

  await page.goto(await linkMailedTo(staffWithoutScripts.email));
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
