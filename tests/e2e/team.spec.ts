import { mailbox } from "../../playwright.config";
import { axeViolations } from "./axe";
import { signIn } from "./fixtures";
import { mailTo } from "./mailbox";
import { expect, test } from "./test";

test("an administrator invites an editor by e-mail; the editor joins, edits a page and is refused the messages; a new role and a deactivation hold at once", async ({
  watcher,
  page,
  browser,
}) => {
  watcher.allow(
    { toast: "Página atualizada com sucesso!", type: "success" },
    { response: /\/admin\/messages$/, method: "GET", status: 403 },
    {
      alert:
        "Convite já usadoEste link já criou uma conta e só pode ser usado uma vez. Entre no painel com o seu e-mail e senha. Entrar no painel",
    },
    { toast: "Link para redefinir a senha gerado. Ele vale 1 hora e pode ser usado uma única vez.", type: "success" },
    { toast: "Função alterada.", type: "success" },
    { response: /\/admin\/pages$/, method: "GET", status: 403 },
    { toast: "Conta desativada. As sessões abertas foram encerradas.", type: "success" },
  );
  // Two sign-ins' password hashes and an e-mail round trip on 2 busy cores.
  test.slow();
  const email = `editora.${Date.now()}@magnasul.exemplo.com.br`;
  await signIn(page, "/admin/team");
  await expect(page.getByRole("heading", { name: "Equipe", level: 1 })).toBeVisible();
  const inviteForm = page.getByRole("region", { name: "Convidar membro" });
  await inviteForm.getByLabel("E-mail").fill(email);
  await inviteForm.getByLabel("Função").selectOption("editor");
  await inviteForm.getByRole("button", { name: "Convidar" }).click();
  await expect(page.getByText(`Convite criado para ${email}`)).toBeVisible();
  await expect(page.getByText("O convite foi enviado por e-mail.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Convites pendentes" })).toContainText(email);

  const mail = await mailTo(mailbox, email, /Convite para a equipe/);
  expect(mail.text).toContain("com a função Editor");
  // The company is named without a contraction that fits only some names ('equipe de Magnasul').
  expect(mail.subject).toMatch(/^Convite para a equipe — \S/);
  expect(mail.text).toMatch(/convidou você para a equipe \S.* no painel do site/);
  const link = mail.text.match(/https?:\/\/\S+\/admin\/invitation\/[\w-]+/)?.[0];
  expect(link, "the invitation's link in the e-mail").toBeDefined();
  expect(link).toBe(await page.getByLabel("Link do convite").inputValue());

  const invitee = await browser.newContext();
  const editor = await invitee.newPage();
  await editor.goto(link!);
  await expect(editor.getByText(`Crie sua conta de ${email}`)).toBeVisible();
  expect(await axeViolations(editor)).toEqual([]);
  await editor.getByLabel("Seu nome").fill("Editora Convidada");
  await editor.getByLabel("Senha", { exact: true }).fill("senha-da-editora-1");
  await editor.getByLabel("Confirme a senha").fill("outra-senha-123");
  await editor.getByRole("button", { name: "Criar conta e entrar" }).click();
  await expect(editor.getByText("As senhas não conferem.")).toBeVisible();
  await editor.getByLabel("Confirme a senha").fill("senha-da-editora-1");
  await editor.getByRole("button", { name: "Criar conta e entrar" }).click();
  await expect(editor).toHaveURL(/\/admin$/);
  const menu = editor.getByRole("complementary", { name: "Painel Admin" }).getByRole("navigation", { name: "Administração" });
  await expect(menu.getByRole("link", { name: "Páginas", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Equipe" })).toHaveCount(0);

  await editor.goto("/admin/pages/ensaio-de-campo-magnetico/edit");
  await editor.getByLabel("Introdução").fill("Ensaio de campo magnético revisado pela editora convidada.");
  await editor.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(editor.getByText("Página atualizada com sucesso!")).toBeVisible();

  const refused = await editor.goto("/admin/messages");
  expect(refused?.status()).toBe(403);
  await expect(editor.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();

  // The link was spent: a second use shows why it no longer opens.
  const second = await browser.newContext();
  const again = await second.newPage();
  await again.goto(link!);
  await expect(again.getByText("Convite já usado")).toBeVisible();
  await expect(again.getByRole("link", { name: "Entrar no painel" })).toBeVisible();
  await second.close();

  // A new role holds from the editor's next request.
  await page.reload();
  const card = page.getByRole("list", { name: "Membros da equipe" }).getByRole("listitem").filter({ hasText: email });
  await expect(card).toContainText("Editora Convidada");

  // A lost password: the administrator hands over a reset link, which opens the new-password form.
  await card.getByRole("button", { name: "Gerar link de nova senha" }).click();
  const resetLink = await card.getByLabel("Link de nova senha de Editora Convidada").inputValue();
  expect(resetLink).toMatch(/\/admin\/auth\/reset-password\?token=/);
  const resetContext = await browser.newContext();
  const resetPage = await resetContext.newPage();
  await resetPage.goto(resetLink);
  await expect(resetPage.getByLabel("Nova senha", { exact: true })).toBeVisible();
  await resetContext.close();

  await card.getByLabel("Função").selectOption("comercial");
  await card.getByRole("button", { name: "Alterar função" }).click();
  await expect(page.getByText("Função alterada.")).toBeVisible();
  await expect(card.getByText("Função: Comercial")).toBeVisible();
  expect((await editor.goto("/admin/messages"))?.status()).toBe(200);
  expect((await editor.goto("/admin/pages"))?.status()).toBe(403);

  // Deactivated, the member's open session ends at the next request.
  await card.getByRole("button", { name: "Desativar" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Desativar" }).click();
  await expect(page.getByText("Conta desativada. As sessões abertas foram encerradas.")).toBeVisible();
  await expect(card).toContainText("Inativo");
  await editor.goto("/admin");
  await expect(editor).toHaveURL(/\/admin\/auth/);
  await invitee.close();

  // Each step is in the activity log with its author.
  await page.goto("/admin/activity?tipo=member");
  await expect(page.getByText("equipe.e2e gerou um link de nova senha para Editora Convidada")).toBeVisible();
  await expect(page.getByText("equipe.e2e desativou a conta de Editora Convidada")).toBeVisible();
  await expect(page.getByText("equipe.e2e mudou a função de Editora Convidada")).toBeVisible();
  await page.goto("/admin/activity?tipo=invitation");
  await expect(page.getByText(`Editora Convidada aceitou o convite de ${email}`)).toBeVisible();
  await expect(page.getByText(`equipe.e2e convidou ${email}`)).toBeVisible();
});

test("inviting the same e-mail again tells the administrator the first link is replaced; each voided link says why", async ({
  page,
  browser,
  watcher,
}) => {
  watcher.allow(
    {
      alert:
        "Convite substituídoUm administrador enviou um convite mais novo para este e-mail, e só o link mais recente vale. Use o link do último e-mail de convite.",
    },
    { alert: "Convite canceladoUm administrador cancelou este convite. Se você ainda precisa de acesso, peça um novo convite." },
    {
      alert:
        "Convite não encontradoEste link não corresponde a nenhum convite. Confira se o endereço foi copiado inteiro, ou peça um novo convite a um administrador.",
    },
  );
  const email = `convidado.duas.vezes.${Date.now()}@magnasul.exemplo.com.br`;
  await signIn(page, "/admin/team");
  const inviteForm = page.getByRole("region", { name: "Convidar membro" });
  const invite = async (role: string) => {
    await inviteForm.getByLabel("E-mail").fill(email);
    await inviteForm.getByLabel("Função").selectOption(role);
    await inviteForm.getByRole("button", { name: "Convidar" }).click();
  };
  const replaced = page.getByText("O convite anterior para este e-mail foi substituído: o link dele não vale mais.");
  await invite("editor");
  await expect(page.getByText(`Convite criado para ${email}`)).toBeVisible();
  await expect(replaced).toHaveCount(0);
  const first = await page.getByLabel("Link do convite").inputValue();
  await invite("comercial");
  await expect(replaced).toBeVisible();
  const second = await page.getByLabel("Link do convite").inputValue();
  expect(second).not.toBe(first);
  const pending = page.getByRole("list", { name: "Convites pendentes" }).getByRole("listitem").filter({ hasText: email });
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText("Comercial");

  const invitee = await browser.newContext();
  const visitor = await invitee.newPage();
  await visitor.goto(first);
  await expect(visitor.getByText("Convite substituído")).toBeVisible();
  await expect(visitor.getByText("Use o link do último e-mail de convite.")).toBeVisible();
  await expect(visitor.getByLabel("Seu nome")).toHaveCount(0);
  await visitor.goto(second);
  await expect(visitor.getByText(`Crie sua conta de ${email}`)).toBeVisible();

  await pending.getByRole("button", { name: "Cancelar convite" }).click();
  await expect(pending).toHaveCount(0);
  await visitor.goto(second);
  await expect(visitor.getByText("Um administrador cancelou este convite.")).toBeVisible();
  await visitor.goto(`${second.slice(0, -4)}xxxx`);
  await expect(visitor.getByText("Convite não encontrado")).toBeVisible();
  await invitee.close();
});
