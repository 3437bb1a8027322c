import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { mailbox } from "../../playwright.config";
import { e2eAdmin, openLead, signIn } from "./fixtures";
import { mailsMatching, mailTo } from "./mailbox";
import { expect, expecting, hydrated, test } from "./test";

// Each send and each save on a lead's screen says so with one success toast.
test.use(
  expecting(
    { toast: "Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.", type: "success" },
    { toast: "Responsável atualizado.", type: "success" },
    { toast: "Nota registrada.", type: "success" },
    { toast: "Resposta enviada. Ela aparece na linha do tempo e segue pela fila de envio.", type: "success" },
    { toast: "Você receberá um e-mail a cada novo contato dos seus leads.", type: "success" },
    { toast: "Você não receberá mais e-mails de novos contatos dos seus leads.", type: "success" },
  ),
);

/** A name of letters only (as the assistant accepts), different on every run. */
function uniqueName(first: string) {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1000)}`.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/** A visitor asks for a quote from a product's page, through its popup. */
async function quoteFromProductPage(page: Page, name: string, email: string) {
  // The popup stamps its start with the browser's clock: from a minute ago, as a person filling it.
  await page.clock.install({ time: Date.now() - 60_000 });
  await page.goto("/produtos/grade-magnetica-neodimio");
  await hydrated(page);
  await page.getByRole("main").getByRole("link", { name: "Solicitar Orçamento" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nome *").fill(name);
  await dialog.getByLabel("E-mail *").fill(email);
  await dialog.getByLabel("Empresa").fill("Moinho Exemplo");
  await dialog.getByLabel("Mensagem *").fill("Orçamento de uma grade magnética para moega de 600 mm.");
  await dialog.getByRole("button", { name: /^Solicitar/ }).click();
  await expect(page.getByText(/enviada com sucesso/)).toBeVisible();
}

/** The same person, later, through the Atendente Virtual, typing the e-mail in capitals. */
async function chatWithTheSameEmail(page: Page, name: string, email: string) {
  const session = `${randomUUID()}-e2e`;
  for (const message of ["Quero agendar uma reunião", `Meu nome é ${name}`, email.toUpperCase(), "(19) 99876-5432"]) {
    const answer = await page.request.post("/api/chat", { data: { message, session_id: session } });
    expect(answer.ok()).toBe(true);
  }
}

test("a quote from the site and a chat with the same e-mail are one lead with both touches", async ({ page }) => {
  test.slow();
  const name = uniqueName("Otavio");
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}@cliente.exemplo.com.br`;
  await quoteFromProductPage(page, name, email);
  await chatWithTheSameEmail(page, name, email);

  await openLead(page, name);
  const timeline = page.getByRole("list", { name: "Linha do tempo" });
  await expect(timeline.getByRole("listitem")).toHaveCount(2);
  await expect(timeline.getByRole("listitem").first()).toContainText("Conversa com o Atendente Virtual");
  await expect(timeline.getByRole("listitem").last()).toContainText("Orçamento pelo site");
  await expect(timeline).toContainText("Orçamento de uma grade magnética para moega de 600 mm.");
  await expect(page.getByRole("link", { name: email })).toBeVisible();
  await expect(page.getByText("Moinho Exemplo")).toBeVisible();

  await timeline.getByRole("link", { name: "Abrir conversa" }).click();
  const conversation = page.getByRole("dialog", { name: new RegExp(`Conversa com ${name}`) });
  await expect(conversation).toContainText("Quero agendar uma reunião");
  await conversation.getByRole("link", { name: "Abrir lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("staff assign an owner, add a note and reply with a template: the lead is 'Em atendimento' and the reply is on its timeline", async ({
  page,
}) => {
  test.slow();
  const name = uniqueName("Priscila");
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}@cliente.exemplo.com.br`;
  await quoteFromProductPage(page, name, email);

  // From the message in the inbox to its lead's reply, the message quoted under it.
  await signIn(page, "/admin/messages");
  await page.getByLabel("Buscar mensagens").fill(name);
  await page.getByRole("button", { name: "Buscar" }).click();
  await page
    .getByRole("main")
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
  await page.getByRole("dialog", { name }).getByRole("link", { name: "Responder" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByLabel("Mensagem")).toHaveValue(/escreveu:\n> Orçamento de uma grade magnética para moega de 600 mm\.$/);
  await hydrated(page);
  const timeline = page.getByRole("list", { name: "Linha do tempo" });

  const owner = page.getByLabel("Responsável");
  await owner.selectOption({ index: 1 });
  const ownerName = (await owner.locator("option:checked").textContent())!;
  await page.getByRole("button", { name: "Salvar responsável" }).click();
  await expect(page.getByText("Responsável atualizado.")).toBeVisible();
  await expect(timeline).toContainText(`Responsável: ${ownerName}`);

  await page.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(page.getByText("Escreva a nota antes de salvar.")).toBeVisible();
  await page.getByLabel("Nova nota").fill("Cliente pediu retorno até sexta.");
  await page.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(page.getByText("Nota registrada.")).toBeVisible();
  await expect(page.getByLabel("Nova nota")).toHaveValue("");
  await expect(timeline.getByRole("listitem").first()).toContainText("Cliente pediu retorno até sexta.");

  await page.getByLabel("Começar de um modelo").selectOption({ label: "Recebemos seu pedido de orçamento" });
  await page.getByRole("button", { name: "Usar modelo" }).click();
  await expect(page.getByLabel("Assunto")).toHaveValue(/^Recebemos seu pedido de orçamento — /);
  // The template greets with the first name alone ({primeiro_nome}).
  await expect(page.getByLabel("Mensagem")).toHaveValue(/^Olá, Priscila!(.|\n)*escreveu:\n> Orçamento de uma grade/);
  await page.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(page.getByText("Resposta enviada.", { exact: false })).toBeVisible();

  await expect(page.getByText("Status: Em atendimento")).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("em_atendimento");
  const reply = timeline.getByRole("listitem").filter({ hasText: "Resposta da equipe: Recebemos seu pedido de orçamento" });
  await expect(reply).toHaveCount(1);
  await expect(reply).toContainText(/Pendente|Enviado/);
  await expect(timeline.getByRole("listitem").filter({ hasText: "Status: Novo → Em atendimento" })).toHaveCount(1);

  // The outbox worker sends it through the run's SMTP server, from the company to the visitor.
  const mail = await mailTo(mailbox, email, /^Recebemos seu pedido de orçamento/, 30_000);
  expect(mail.text).toContain("Olá, Priscila!");
  expect(mail.text).not.toContain(`Olá, ${name}!`);
  // From the staff member at the company, at the company's address; their answer goes to them.
  expect(mail.from).toMatch(/^"[^"]+ – [^"]+" <[^>]+>$/);
  expect(mail.from).not.toMatch(/^"?Site"? </);
  expect(mail.replyTo).toMatch(/@/);
});

test("the first owner of a lead replaces 'Sem responsável' in the one owner form, ready for the next change", async ({ page }) => {
  test.slow();
  const name = uniqueName("Renata");
  await chatWithTheSameEmail(page, name, `${name.toLowerCase().replace(/\s+/g, ".")}@cliente.exemplo.com.br`);
  await openLead(page, name);

  const owner = page.getByLabel("Responsável");
  await expect(owner).toHaveValue("");
  await owner.selectOption({ index: 1 });
  const first = (await owner.locator("option:checked").textContent())!;
  await page.getByRole("button", { name: "Salvar responsável" }).click();
  await expect(page.getByText("Responsável atualizado.")).toBeVisible();

  const facts = page.getByRole("region", { name: "Atendimento" });
  await expect(facts.getByRole("combobox", { name: "Responsável" })).toHaveCount(1);
  await expect(facts.getByRole("button", { name: "Salvar responsável" })).toHaveCount(1);
  await expect(facts.getByRole("button", { name: "Salvar responsável" })).toBeEnabled();
  await expect(owner.locator("option:checked")).toHaveText(first);

  // The same form takes the next change at once.
  await owner.selectOption({ index: 0 });
  await page.getByRole("button", { name: "Salvar responsável" }).click();
  await expect(page.getByRole("list", { name: "Linha do tempo" })).toContainText("Responsável: Sem responsável");
  await expect(facts.getByRole("combobox", { name: "Responsável" })).toHaveCount(1);
  await expect(owner).toHaveValue("");
});

test("a person who comes back is one 'Novo lead' e-mail, and their message stops being new once the lead is answered", async ({ page }) => {
  test.slow();
  const name = uniqueName("Silvia");
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}@cliente.exemplo.com.br`;
  const newLead = new RegExp(`^\\[Atendente Virtual\\] Novo lead: ${name}$`);
  const sent = await page.request.post("/api/contact-requests", {
    data: {
      name,
      email,
      message: "Preciso de um separador magnético.",
      type: "quote_request",
      website: "",
      started_at: Date.now() - 60_000,
    },
  });
  expect(sent.status()).toBe(201);
  // Three conversations of the same person: the lead the form made is theirs, sales are not told again.
  for (let conversation = 0; conversation < 3; conversation++) await chatWithTheSameEmail(page, name, email);
  await mailTo(mailbox, "", new RegExp(`^\\[Orçamento\\] Nova solicitação de ${name}$`), 30_000);
  await page.waitForTimeout(3_000);
  expect(mailsMatching(mailbox, newLead)).toBe(0);

  await signIn(page, `/admin/messages?q=${encodeURIComponent(name)}`);
  const inbox = page.getByRole("main");
  await expect(inbox.getByText("1 não lida")).toBeVisible();
  await expect(inbox.getByRole("listitem").filter({ hasText: name }).getByText("Nova")).toBeVisible();

  await openLead(page, name);
  await page.getByLabel("Assunto").fill("Seu separador");
  await page.getByLabel("Mensagem").fill(`Olá, ${name}! Segue a proposta.`);
  await page.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(page.getByText("Resposta enviada.", { exact: false })).toBeVisible();

  await page.goto(`/admin/messages?q=${encodeURIComponent(name)}`);
  await expect(inbox.getByText("0 não lidas")).toBeVisible();
  await expect(inbox.getByRole("listitem").filter({ hasText: name }).getByText("Nova")).toHaveCount(0);
});

test("an owner who asked for touch alerts gets an e-mail when their lead comes back to the chat", async ({ page }) => {
  test.slow();
  const name = uniqueName("Tales");
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}@cliente.exemplo.com.br`;
  await chatWithTheSameEmail(page, name, email);
  await openLead(page, name);
  await page.getByLabel("Responsável").selectOption({ label: e2eAdmin.email.split("@")[0]! });
  await page.getByRole("button", { name: "Salvar responsável" }).click();
  await expect(page.getByText("Responsável atualizado.")).toBeVisible();
  const alerts = page.getByRole("checkbox", { name: /Avisar-me de novos contatos dos meus leads/ });
  await alerts.check();
  await page.getByRole("button", { name: "Salvar aviso" }).click();
  await expect(page.getByText("Você receberá um e-mail a cada novo contato dos seus leads.")).toBeVisible();

  await chatWithTheSameEmail(page, name, email);
  const alert = await mailTo(mailbox, e2eAdmin.email, new RegExp(`^\\[Atendente Virtual\\] Novo contato de ${name}$`), 30_000);
  expect(alert.text).toMatch(/\/admin\/leads\/[0-9a-f-]{36}/);

  // Every other journey's staff member keeps the default.
  await alerts.uncheck();
  await page.getByRole("button", { name: "Salvar aviso" }).click();
  await expect(page.getByText("Você não receberá mais e-mails de novos contatos dos seus leads.")).toBeVisible();
});
