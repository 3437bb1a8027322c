import { mailbox } from "../../playwright.config";
import { axeViolations } from "./axe";
import { signIn } from "./fixtures";
import { mailTo, refusedOnceAnswer } from "./mailbox";
import { expect, test } from "./test";

test("'E-mails': an invitation the mail server refuses shows 'Falhou' with the server's answer, and 'Reenviar' sends it once confirmed", async ({
  page,
  browser,
}) => {
  test.slow();
  // The journeys' SMTP server refuses the first mail to this address (global-setup.ts).
  const email = `recusa-uma-vez.${Date.now()}@magnasul.exemplo.com.br`;
  await signIn(page, "/admin/team");
  const inviteForm = page.getByRole("region", { name: "Convidar membro" });
  await inviteForm.getByLabel("E-mail").fill(email);
  await inviteForm.getByLabel("Função").selectOption("comercial");
  await inviteForm.getByRole("button", { name: "Convidar" }).click();
  await expect(page.getByText(`Convite criado para ${email}`)).toBeVisible();
  await expect(page.getByText("Não foi possível enviar o e-mail agora; o site tentará de novo")).toBeVisible();

  await page.getByRole("navigation", { name: "Administração" }).getByRole("link", { name: "E-mails" }).click();
  await expect(page.getByRole("heading", { name: "E-mails", level: 1 })).toBeVisible();
  await page.getByLabel("Status").selectOption("failed");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/status=failed/);
  const row = page.getByRole("list", { name: "E-mails" }).getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText("Falhou");
  await expect(row).toContainText("Convite para a equipe");
  await expect(row).toContainText(`Erro: `);
  await expect(row).toContainText(refusedOnceAnswer.message);
  await expect(row).toContainText("Nova tentativa em");
  expect(await axeViolations(page)).toEqual([]);

  // The text of any e-mail is on the screen.
  await row.getByText("Ver o texto").click();
  await expect(row).toContainText("com a função Comercial");

  // 'Reenviar' asks first, naming the recipient; cancelled, nothing is sent.
  await row.getByRole("button", { name: /^Reenviar/ }).click();
  const question = page.getByRole("alertdialog", { name: "Reenviar este e-mail?" });
  await expect(question).toContainText(`será enviado de novo para ${email}`);
  await expect(question).toContainText("com a função Comercial");
  await question.getByRole("button", { name: "Cancelar" }).click();
  await expect(question).toBeHidden();
  await expect(row).toContainText("Falhou");

  await row.getByRole("button", { name: /^Reenviar/ }).click();
  await question.getByRole("button", { name: `Reenviar para ${email}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "E-mail colocado na fila de envio: Convite para a equipe" })).toBeVisible();
  const mail = await mailTo(mailbox, email, /Convite para a equipe/);
  expect(mail.text).toContain("com a função Comercial");

  await page.goto("/admin/outbox?status=sent");
  await expect(page.getByRole("list", { name: "E-mails" }).getByRole("listitem").filter({ hasText: email })).toContainText("Enviado");

  // Before scripts load, 'Reenviar' asks on the screen itself; 'Cancelar' sends nothing.
  const withoutScripts = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signIn(withoutScripts, "/admin/outbox?status=sent");
  const sentRow = withoutScripts.getByRole("list", { name: "E-mails" }).getByRole("listitem").filter({ hasText: email });
  await sentRow.getByRole("button", { name: /^Reenviar/ }).click();
  await expect(withoutScripts).toHaveURL(/reenviar=/);
  const onScreen = withoutScripts.getByRole("region", { name: "Reenviar este e-mail?" });
  await expect(onScreen).toContainText(`será enviado de novo para ${email}`);
  await expect(onScreen.getByRole("button", { name: `Reenviar para ${email}` })).toBeVisible();
  await onScreen.getByRole("link", { name: "Cancelar" }).click();
  await expect(withoutScripts).toHaveURL(/\/admin\/outbox\?status=sent$/);
  await expect(withoutScripts.getByRole("region", { name: "Reenviar este e-mail?" })).toHaveCount(0);
  await withoutScripts.context().close();
  await page.goto("/admin/activity");
  await expect(page.getByText(`reenviou o e-mail`).first()).toBeVisible();
});
