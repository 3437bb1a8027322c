import { axeViolations } from "./axe";
import { expect, test } from "./test";
import { e2eAdmin } from "./fixtures";

test("staff sign in through the login screen, reach the panel and sign out", async ({ page, watcher }) => {
  watcher.allow(
    { alert: "Campos obrigatóriosPor favor, preencha e-mail e senha." },
    { alert: "E-mail inválidoPor favor, insira um e-mail válido." },
    { alert: "Credenciais inválidasE-mail ou senha incorretos." },
    { response: /\/admin\/auth\.data\?/, method: "POST", status: 401 },
  );
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/auth\?redirectTo=%2Fadmin$/);
  await expect(page.getByRole("heading", { name: "Admin" })).toBeVisible();
  await expect(page.getByText("Acesse o painel administrativo")).toBeVisible();

  const submit = page.getByRole("button", { name: "Entrar" });
  await submit.click();
  await expect(page.getByRole("alert")).toContainText("Campos obrigatórios");
  await expect(page.getByRole("alert")).toContainText("Por favor, preencha e-mail e senha.");

  await page.getByLabel("E-mail").fill("nao-e-um-email");
  await page.getByLabel("Senha").fill("qualquer-coisa");
  await submit.click();
  await expect(page.getByRole("alert")).toContainText("E-mail inválido");
  await expect(page.getByRole("alert")).toContainText("Por favor, insira um e-mail válido.");

  await page.getByLabel("E-mail").fill(e2eAdmin.email);
  await page.getByLabel("Senha").fill("senha-errada");
  await submit.click();
  await expect(page.getByRole("alert")).toContainText("Credenciais inválidas");
  await expect(page.getByRole("alert")).toContainText("E-mail ou senha incorretos.");

  await page.getByLabel("Senha").fill(e2eAdmin.password);
  await submit.click();
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  await expect(page.getByText("Redirecionando para o painel...")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: "Administração" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/auth/);
});

test("after signing in, staff land on the admin address they were going to", async ({ page, watcher }) => {
  watcher.allow({ response: /\/admin\/relatorio-inexistente(\.data)?$/, status: 404 });
  await page.goto("/admin/relatorio-inexistente");
  await expect(page).toHaveURL(/redirectTo=%2Fadmin%2Frelatorio-inexistente/);
  await page.getByLabel("E-mail").fill(e2eAdmin.email);
  await page.getByLabel("Senha").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/admin\/relatorio-inexistente$/);
  await expect(page.getByRole("heading", { name: "Página Não Encontrada" })).toBeVisible();
  // The panel's 404 leads back into the panel, not to the public site.
  await page.getByRole("link", { name: "Voltar ao painel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("the session cookie is HttpOnly and SameSite=Lax", async ({ page, context }) => {
  await page.goto("/admin/auth");
  await page.getByLabel("E-mail").fill(e2eAdmin.email);
  await page.getByLabel("Senha").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const session = (await context.cookies()).find((cookie) => cookie.name.includes("session_token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
});

test("'Esqueci minha senha' asks for the e-mail, and a link that does not exist says so", async ({ page, watcher }) => {
  watcher.allow({ alert: "Link inválidoEste link para redefinir a senha é inválido, já foi usado ou expirou. Peça um novo link." });
  // The e2e server sends e-mail (global-setup.ts); the page without SMTP is checked in password-reset-link.test.ts.
  await page.goto("/admin/auth");
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Esqueci minha senha" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Voltar ao login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();

  await page.goto("/admin/auth/reset-password?token=nao-existe");
  await expect(page.getByRole("alert")).toContainText("Este link para redefinir a senha é inválido, já foi usado ou expirou.");
  await expect(page.getByLabel("Nova senha", { exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
