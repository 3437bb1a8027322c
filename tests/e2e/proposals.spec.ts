import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { mailbox, staffStateOf } from "../../playwright.config";
import { leadThroughChat, uniqueName } from "./chat-lead";
import { mailTo } from "./mailbox";
import { expect, hydrated, newVisitorPage, test } from "./test";

/** The text of a PDF as poppler's pdftotext lays it out. */
function pdfText(base64: string) {
  const folder = mkdtempSync(path.join(tmpdir(), "proposta-"));
  try {
    const file = path.join(folder, "proposta.pdf");
    writeFileSync(file, Buffer.from(base64, "base64"));
    return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A salesperson's browser, signed in as 'comercial'. */
async function salesPage(browser: Browser) {
  const context = await browser.newContext({ storageState: staffStateOf("comercial") });
  return context.newPage();
}

async function openLeadAs(page: Page, name: string) {
  await page.goto("/admin/leads");
  await page.getByLabel("Buscar").fill(name);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await page.getByRole("list", { name: "Leads" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await hydrated(page);
}

/** The value won in 'Vendas' (this month and the eleven before), in centavos. */
async function wonInSalesReport(page: Page) {
  await page.goto("/admin/reports?aba=sales");
  const figure = page.getByRole("heading", { level: 3, name: "Valor ganho", exact: true }).locator("..");
  const text = await figure.locator("p").first().innerText();
  return Number(text.replace(/\D/g, ""));
}

/** 'Nova proposta' on the lead's page, two lines picked from the catalogue, conditions, sent. */
async function buildAndSend(page: Page, name: string) {
  await openLeadAs(page, name);
  await page.getByRole("button", { name: "Nova proposta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Proposta \d{4}-\d{4}$/ })).toBeVisible();
  await hydrated(page);
  const search = page.getByLabel("Adicionar do catálogo");
  await search.fill("neodímio n52");
  await page.getByRole("button", { name: /Adicionar Ímãs de Neodímio N52/ }).click();
  await search.fill("gaussímetro");
  await page.getByRole("button", { name: /Adicionar Gaussímetro Digital Portátil/ }).click();
  const items = page.getByRole("list", { name: "Itens da proposta" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByLabel("Preço unitário (R$)")).toHaveValue("189,90");
  await items.nth(0).getByLabel("Quantidade").fill("10");
  await items.nth(1).getByLabel("Desconto (%)").fill("5");
  await page.getByLabel("Frete", { exact: true }).selectOption("CIF");
  await page.getByLabel("Valor do frete (R$)").fill("350,00");
  await page.getByLabel("Condições de pagamento").fill("28 dias, boleto");
  await page.getByLabel("Prazo de entrega").fill("15 dias úteis após o pedido");
  // 10 × R$ 189,90 + (R$ 3.890,00 − 5 %) + R$ 350,00 of freight.
  await expect(page.getByRole("region", { name: "Totais" })).toContainText("R$ 5.944,50");
  await page.getByRole("button", { name: "Enviar proposta" }).click();
  // It asks first, naming the customer's e-mail; 'Cancelar' sends nothing.
  const asked = page.getByRole("alertdialog", { name: /^Enviar a proposta \d{4}-\d{4}\?$/ });
  await expect(asked).toContainText("O PDF e o link para aprovar vão para");
  await asked.getByRole("button", { name: "Cancelar" }).click();
  await expect(asked).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: /^Enviada em/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Enviar proposta" }).click();
  await asked.getByRole("button", { name: /^Enviar para \S+@\S+$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Enviada em/ })).toBeVisible();
  return page.getByRole("heading", { level: 1 }).innerText();
}

test("a salesperson sends a proposal built from the catalogue; the customer approves it from the e-mail's link", async ({
  browser,
  request,
}) => {
  test.slow();
  const name = uniqueName("Renata");
  const sales = await salesPage(browser);
  const wonBefore = await wonInSalesReport(sales);
  const { email } = await leadThroughChat(request, name, { book: false });
  const heading = await buildAndSend(sales, name);
  const label = heading.replace("Proposta ", "");

  const mail = await mailTo(mailbox, email, new RegExp(`^Proposta ${label} – `), 30_000);
  expect(mail.replyTo).toContain("comercial");
  expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([[`proposta-${label}.pdf`, "application/pdf"]]);
  const text = pdfText(mail.attachments[0]!.base64);
  expect(text).toContain(`PROPOSTA COMERCIAL Nº ${label}`);
  expect(text).toContain("Ímãs de Neodímio N52");
  expect(text).toContain("Gaussímetro Digital Portátil");
  expect(text).toMatch(/R\$\s1\.899,00/);
  expect(text).toMatch(/R\$\s3\.695,50/);
  expect(text).toMatch(/Total\s+R\$\s5\.944,50/);
  expect(text).toContain("28 dias, boleto");
  const link = /https?:\/\/\S+\/proposta\/[\w-]{43}/.exec(mail.text)![0];

  // The customer, with scripts: the page is theirs alone, and approving it wins the lead.
  const customer = await newVisitorPage(browser);
  const answer = (await customer.goto(link))!;
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(answer.headers()["referrer-policy"]).toBe("same-origin");
  expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(customer.getByRole("heading", { level: 1, name: `Proposta ${label}` })).toBeVisible();
  await expect(customer.getByRole("main")).toContainText("R$ 5.944,50");
  const pdf = await customer.request.get(`${link}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await hydrated(customer);
  await customer.getByLabel("Seu nome").fill(name);
  await customer.getByLabel("Número do pedido de compra (opcional)").fill("PC-2026-118");
  await customer.getByRole("button", { name: "Aprovar" }).click();
  await expect(customer.getByRole("status").filter({ hasText: "Proposta aprovada. Obrigado!" })).toBeVisible();
  await expect(customer.getByRole("button", { name: "Aprovar" })).toHaveCount(0);

  await openLeadAs(sales, name);
  await expect(sales.getByText("Status: Ganho", { exact: true })).toBeVisible();
  await expect(sales.getByText("Valor: R$ 5.944,50")).toBeVisible();
  const timeline = sales.getByRole("list", { name: "Linha do tempo" });
  await expect(timeline.getByRole("listitem").filter({ hasText: `Proposta ${label} aprovada` })).toContainText("PC-2026-118");
  await expect(timeline.getByRole("listitem").filter({ hasText: `Proposta ${label} aberta pelo cliente` })).toBeVisible();

  // The board, filtered down to the lead, adds its value to 'Ganho'; the sales report counts it.
  await sales.goto(`/admin/leads?vista=quadro&q=${encodeURIComponent(name)}`);
  const won = sales.getByRole("region", { name: "Ganho", exact: true });
  await expect(won.getByRole("link", { name })).toBeVisible();
  await expect(won).toContainText("R$ 5.944,50");
  // Other journeys may win leads meanwhile: the report grows by this one's value at least.
  expect((await wonInSalesReport(sales)) - wonBefore).toBeGreaterThanOrEqual(594450);
});

test("a customer without JavaScript refuses a proposal; a used link cannot be answered twice", async ({ browser, request, watcher }) => {
  test.slow();
  // The refusal sent without its reason is answered 400 with the page and its message; the replay, 409.
  watcher.allow(
    { response: /\/proposta\/[\w-]+$/, status: 400, method: "POST" },
    { response: /\/proposta\/[\w-]+$/, status: 409, method: "POST" },
  );
  const name = uniqueName("Heitor");
  const sales = await salesPage(browser);
  const { email } = await leadThroughChat(request, name, { book: false });
  const label = (await buildAndSend(sales, name)).replace("Proposta ", "");
  const mail = await mailTo(mailbox, email, new RegExp(`^Proposta ${label} – `), 30_000);
  const link = /https?:\/\/\S+\/proposta\/[\w-]{43}/.exec(mail.text)![0];

  const context = await browser.newContext({ javaScriptEnabled: false });
  const customer = await context.newPage();
  await customer.goto(link);
  // A refusal without a reason is refused on the page, by the server.
  await customer.getByRole("button", { name: "Recusar" }).click();
  await expect(customer.getByText("Conte o motivo da recusa")).toBeVisible();
  await customer.getByLabel("Motivo").fill("O prazo de entrega não atende.");
  await customer.getByRole("button", { name: "Recusar" }).click();
  await expect(customer.getByRole("status").filter({ hasText: "Resposta registrada. Obrigado por nos avisar." })).toBeVisible();
  await customer.goto(link);
  await expect(customer.getByRole("status").filter({ hasText: "Proposta recusada" })).toBeVisible();
  await expect(customer.getByRole("button", { name: "Aprovar" })).toHaveCount(0);
  // A post replayed against the used link changes nothing.
  const replay = await customer.request.post(link, { form: { intent: "aprovar", name: "Outra Pessoa", purchaseOrder: "" } });
  expect(replay.status()).toBe(409);

  const notice = await mailTo(mailbox, "vendas@magnasul.exemplo.com.br", new RegExp(`^Proposta ${label} recusada$`), 30_000);
  expect(notice.text).toContain("O prazo de entrega não atende.");
  await openLeadAs(sales, name);
  await expect(
    sales
      .getByRole("list", { name: "Linha do tempo" })
      .getByRole("listitem")
      .filter({ hasText: `Proposta ${label} recusada` }),
  ).toContainText("O prazo de entrega não atende.");
});
