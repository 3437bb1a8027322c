import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL, staffStateOf } from "../../playwright.config";
import { axeViolations } from "./axe";
import { signIn } from "./fixtures";
import { expect, hydrated, test } from "./test";

/** A name of letters only (as the assistant accepts), different on every run. */
function uniqueName(first: string) {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1000)}`.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/** A visitor who sends a quote request, then gives the assistant the same e-mail typed in capitals. */
async function visitor(request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}@exemplo.com.br`;
  const sent = await request.post("/api/contact-requests", {
    data: {
      name,
      email,
      message: `Orçamento de grade magnética para ${name}`,
      type: "quote_request",
      website: "",
      started_at: Date.now() - 60_000,
    },
  });
  expect(sent.status()).toBe(201);
  const session = `${randomUUID()}-e2e`;
  for (const message of ["Quero agendar uma reunião", `Meu nome é ${name}`, email.toUpperCase(), "(19) 99876-5432"]) {
    expect((await request.post("/api/chat", { data: { message, session_id: session } })).ok()).toBe(true);
  }
  return { email, session };
}

/** The lead's id, as its row in the leads list links to its page. */
async function leadIdOf(page: Page, name: string) {
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("list", { name: "Leads" }).getByRole("listitem").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const href = await row.getByRole("link", { name }).getAttribute("href");
  return /\/admin\/leads\/([0-9a-f-]{36})$/.exec(href ?? "")![1]!;
}

async function downloaded(page: Page, link: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
}

test("staff download a lead's data as JSON and CSV, then an administrator erases it after typing its e-mail", async ({ page, watcher }) => {
  test.slow();
  // Once erased, the lead's privacy screen is not found.
  watcher.allow(
    { response: /\/admin\/leads\/[0-9a-f-]{36}\/privacidade$/, method: "GET", status: 404 },
    { alert: "Lead não encontradoLead não encontrado. Os dados podem já ter sido apagados." },
  );
  const name = uniqueName("Lia");
  const { email } = await visitor(page.request, name);
  await signIn(page);
  const leadId = await leadIdOf(page, name);

  await page.goto(`/admin/leads/${leadId}/privacidade`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const panel = page.getByRole("region", { name: "Privacidade (LGPD)" });
  // The person's files read in pt-BR: sections, fields, local times and statuses as staff see them.
  const json = await downloaded(page, `Baixar JSON com os dados de ${name}`);
  expect(json.name).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(json.text) as { "E-mail": string; "Exportado em": string; Dados: Record<string, Record<string, unknown>[]> };
  expect(document["E-mail"]).toBe(email);
  expect(document["Exportado em"]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const [lead] = document.Dados["Cadastro como cliente em potencial (lead)"]!;
  expect(lead).toMatchObject({ Nome: name, Status: "Novo", "Excluído da lista": "Não" });
  expect(lead!["Criado em"]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  expect(document.Dados["Mensagens enviadas pelo site"]!.map((row) => row.Mensagem)).toEqual([`Orçamento de grade magnética para ${name}`]);
  expect(document.Dados["Mensagens das conversas"]!.map((row) => row.Mensagem)).toContain(email.toUpperCase());
  const csv = await downloaded(page, `Baixar CSV com os dados de ${name}`);
  expect(csv.name).toMatch(/\.csv$/);
  expect(csv.text).toContain(`"Cadastro como cliente em potencial (lead)";"1";"Nome";"${name}"`);
  expect(csv.text).toContain(`"Cadastro como cliente em potencial (lead)";"1";"Status";"Novo"`);
  // Beside them, the same data as stored, for another system.
  const technical = await downloaded(page, `Baixar os dados técnicos de ${name} (JSON para outro sistema)`);
  expect(technical.name).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}-tecnico\.json$/);
  const stored = JSON.parse(technical.text) as { email: string; tabelas: Record<string, Record<string, unknown>[]> };
  expect(stored.tabelas.leads!.map((row) => [row.name, row.status])).toEqual([[name, "novo"]]);

  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole("button", { name: "Apagar dados…" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Apagar todos os dados de ${name}?` });
  const field = dialog.getByLabel(/Para confirmar, digite o e-mail/);
  await expect(field).toBeFocused();
  // The browser refuses another address before anything is sent.
  await field.fill(`outra.${email}`);
  await dialog.getByRole("button", { name: "Apagar dados" }).click();
  await expect(dialog.getByText("O e-mail digitado não é o deste lead. Nada foi apagado.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Apagar dados…" })).toBeFocused();

  await panel.getByRole("button", { name: "Apagar dados…" }).click();
  await dialog.getByLabel(/Para confirmar, digite o e-mail/).fill(email.toUpperCase());
  await dialog.getByRole("button", { name: "Apagar dados" }).click();
  await expect(page).toHaveURL(/\/admin\/activity\?tipo=personal-data$/);
  const log = page.getByRole("main");
  await expect(log.getByText(/apagou os dados de um lead/).first()).toBeVisible();
  await expect(log.getByText(/exportou os dados de um lead/).first()).toBeVisible();
  await expect(log).not.toContainText(name);
  await expect(log).not.toContainText(email);

  expect((await page.goto(`/admin/leads/${leadId}/privacidade`))?.status()).toBe(404);
  expect((await page.request.get(`/api/admin/leads/${leadId}/export.json`)).status()).toBe(404);
  await page.goto(`/admin/messages?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("main").getByText("Nenhuma mensagem encontrada para a busca.")).toBeVisible();
});

test("the server refuses an erasure whose e-mail is not the lead's, and 'comercial' exports but cannot erase", async ({
  page,
  browser,
}) => {
  const name = uniqueName("Teo");
  const { email } = await visitor(page.request, name);
  await signIn(page);
  const leadId = await leadIdOf(page, name);

  const wrong = await page.request.post(`/admin/leads/${leadId}/privacidade/apagar`, { form: { email: `x${email}` } });
  expect(wrong.status()).toBe(400);
  const download = await page.request.get(`/api/admin/leads/${leadId}/export.csv`);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="dados-pessoais-/);
  expect(download.headers()["cache-control"]).toBe("private, no-store");
  expect(await download.text()).toContain(name);

  const sales = await browser.newContext({ baseURL, storageState: staffStateOf("comercial") });
  const salesPage = await sales.newPage();
  await salesPage.goto(`/admin/leads/${leadId}/privacidade`);
  const panel = salesPage.getByRole("region", { name: "Privacidade (LGPD)" });
  await expect(panel.getByRole("link", { name: `Baixar JSON com os dados de ${name}` })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Apagar dados…" })).toHaveCount(0);
  await expect(panel).toContainText("Apenas administradores podem apagar os dados de um lead.");
  const refused = await salesPage.request.post(`/admin/leads/${leadId}/privacidade/apagar`, { form: { email } });
  expect(refused.status()).toBe(403);
  await sales.close();

  await page.goto(`/admin/leads/${leadId}/privacidade`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an administrator erases a lead's data through the erasure's own page", async ({ page, watcher }) => {
    watcher.allow(
      { response: /\/admin\/leads\/[0-9a-f-]{36}\/privacidade\/apagar$/, method: "POST", status: 400 },
      { response: /\/admin\/leads\/[0-9a-f-]{36}\/privacidade$/, method: "GET", status: 404 },
      { alert: "Lead não encontradoLead não encontrado. Os dados podem já ter sido apagados." },
    );
    const name = uniqueName("Ivo");
    const { email } = await visitor(page.request, name);
    await signIn(page);
    const leadId = await leadIdOf(page, name);

    await page.goto(`/admin/leads/${leadId}/privacidade`);
    await page.getByRole("button", { name: "Apagar dados…" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}/privacidade/apagar`));
    await expect(page.getByRole("heading", { level: 1, name: `Apagar todos os dados de ${name}?` })).toBeVisible();
    const field = page.getByLabel(/Para confirmar, digite o e-mail/);
    await field.fill("outra@exemplo.com.br");
    await page.getByRole("button", { name: "Apagar dados" }).click();
    await expect(page.getByText("O e-mail digitado não é o deste lead. Nada foi apagado.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel(/Para confirmar, digite o e-mail/).fill(email);
    await page.getByRole("button", { name: "Apagar dados" }).click();
    await expect(page).toHaveURL(/\/admin\/activity\?tipo=personal-data$/);
    await expect(
      page
        .getByRole("main")
        .getByText(/apagou os dados de um lead/)
        .first(),
    ).toBeVisible();
    expect((await page.goto(`/admin/leads/${leadId}/privacidade`))?.status()).toBe(404);
  });
});
