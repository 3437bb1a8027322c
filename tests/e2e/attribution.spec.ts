import type { Page } from "@playwright/test";
import { staffStateOf } from "../../playwright.config";
import { expect, newVisitorPage, test } from "./test";

test("a quote sent after a visit tagged with a campaign shows in the reports as that campaign's lead", async ({
  watcher,
  browser,
  request,
}) => {
  watcher.allow({ toast: "Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.", type: "success" });
  test.slow();
  const campaign = `e2e-atribuicao-${Date.now()}`;
  // The cached page is the same for everyone: the visitor's session is filled in by the browser.
  expect(await (await request.get("/produtos/grade-magnetica-neodimio")).text()).not.toContain('name="session_id"');

  const visitor = await newVisitorPage(browser);
  // A form's clock starts a minute ago, as for a visitor who took a minute to fill it.
  await visitor.clock.install({ time: Date.now() - 60_000 });
  const counted = (page: Page) => page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/visits");
  const view = counted(visitor);
  await visitor.goto(`/produtos/grade-magnetica-neodimio?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  await view;
  await visitor.getByRole("main").getByRole("link", { name: "Solicitar Orçamento" }).click();
  const popup = visitor.getByRole("dialog", { name: "Solicitar Contato" });
  await expect(popup).toBeVisible();
  const session = await visitor.evaluate(() => sessionStorage.getItem("visitor_session_id"));
  await expect(popup.locator('input[name="session_id"]')).toHaveValue(session!);
  await popup.getByLabel("Nome *").fill("Rita Campanha");
  await popup.getByLabel("E-mail *").fill(`rita.${Date.now()}@cliente.exemplo.com.br`);
  await popup.getByRole("button", { name: "Solicitar Contato" }).click();
  await expect(visitor.getByText("Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.")).toBeVisible();
  await visitor.context().close();

  // Sales see the campaign with its visit and its lead.
  const staff = await browser.newContext({ storageState: staffStateOf("comercial") });
  const page = await staff.newPage();
  await page.goto("/admin/reports");
  const byCampaign = page.getByRole("table", { name: "Leads por campanha" });
  await expect(byCampaign.getByRole("row").filter({ hasText: campaign })).toHaveText(
    new RegExp(`^${campaign}\\s*google\\s*1\\s*1\\s*100%$`),
    // As the screen shows it: the copy of utm_source kept for phones is hidden.
    { useInnerText: true },
  );
  await expect(page.getByRole("table", { name: "Leads por origem" }).getByRole("row", { name: /^Google/ })).toBeVisible();
  await staff.close();
});
