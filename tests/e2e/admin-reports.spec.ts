import fs from "node:fs/promises";
import { signIn } from "./fixtures";
import type { Page } from "@playwright/test";
import { expect, newVisitorPage, test } from "./test";
import { axeViolations } from "./axe";

test("the reports open on a visitor's pages and campaign, in Portuguese, and the CSV export holds them", async ({ page, browser }) => {
  test.slow();
  const campaign = `e2e-${Date.now()}`;
  // Each view is counted by the page's script once it runs: a visitor leaves after the count is in.
  const counted = (page: Page) => page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/visits");
  const visitor = await newVisitorPage(browser);
  let view = counted(visitor);
  await visitor.goto("/politicas");
  await view;
  view = counted(visitor);
  await visitor.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Blog" }).click();
  await visitor.waitForURL("**/blog");
  await view;
  await visitor.close();
  // Another visitor arrives from the newsletter's link.
  const reader = await newVisitorPage(browser);
  view = counted(reader);
  await reader.goto(`/quem-somos?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
  await view;
  await reader.close();

  await signIn(page, "/admin/reports");
  await expect(page.getByRole("heading", { name: "Relatórios do Sistema", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Análise de acessos" })).toHaveAttribute("aria-selected", "true");
  const topPages = page.getByRole("list", { name: "Páginas mais visitadas" });
  const campaigns = page.getByRole("table", { name: "Campanhas" });
  // Page views are written within a second of arriving.
  await expect(async () => {
    await page.reload();
    await expect(topPages).toContainText("/politicas", { timeout: 1000 });
    await expect(campaigns).toContainText(campaign, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(topPages).toContainText("/blog");
  await expect(campaigns.getByRole("row").filter({ hasText: campaign })).toHaveText(new RegExp(`${campaign}\\s*newsletter\\s*1$`));
  await expect(page.getByRole("list", { name: "Dispositivos" })).toContainText("Computador");
  const sources = page.getByRole("list", { name: "Origens do tráfego" });
  await expect(sources).toContainText("Direto");
  await expect(sources).toContainText("E-mail");
  const panel = page.getByRole("tabpanel");
  await expect(panel).not.toContainText(/\b(Direct|Desktop|Mobile)\b/);
  await expect(panel.getByRole("heading", { name: "Tempo médio da visita" }).locator("..")).toContainText(/visita\d+ (s|min)/);
  await expect(page.getByText(/meta de 40%|abaixo de 40%/i).first()).toBeVisible();
  // The chart's numbers, one row a day.
  await page.getByRole("button", { name: "Ver os números" }).click();
  await expect(page.getByRole("table", { name: "Visualizações por dia" }).getByRole("row")).toHaveCount(9);

  await page.getByLabel("Período").selectOption("0");
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/periodo=0/);
  await expect(page.getByRole("tab", { name: "Análise de acessos" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Sem período anterior para comparar").first()).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  const csv = await fs.readFile((await (await download).path())!, "utf8");
  const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toBe('"Relatório de acessos: Todo o período"');
  expect(lines).toContainEqual(expect.stringMatching(/^"Visualizações";"\d+";"";""$/));
  expect(lines).toContainEqual(expect.stringMatching(/^"\/politicas";"\d+"$/));
  expect(lines).toContainEqual(expect.stringMatching(/^"Computador";"\d+"$/));
  expect(lines).toContainEqual(expect.stringMatching(/^"Direto";"\d+"$/));
  expect(lines).toContainEqual(`"${campaign}";"newsletter";"1"`);
});

test("the other report tabs, the detailed report and an unknown report type", async ({ page, watcher }) => {
  watcher.allow({ response: /\/admin\/reports\/desconhecido$/, method: "GET", status: 404 });
  await signIn(page, "/admin/reports?aba=implementations");
  await expect(page.getByRole("tab", { name: "Implementações" })).toHaveAttribute("aria-selected", "true");
  const changes = page.getByRole("list", { name: "Implementações Realizadas" });
  await expect(changes).toContainText("Atendente Virtual");
  // Written for the business: no file names, commands or technical terms.
  await expect(changes).not.toContainText(/app\/|\.ts\b|npm |HSTS|nonce/);
  await page.getByRole("tab", { name: "Sistema" }).click();
  await expect(page).toHaveURL(/aba=system/);
  await expect(page.getByText("Conectado")).toBeVisible();
  await expect(page.getByRole("list", { name: "Sistema" })).toContainText("Usuários");
  await page.getByRole("tab", { name: "Problemas" }).click();
  const problems = page.getByRole("region", { name: "Problemas Pendentes" });
  await expect(problems.getByRole("listitem").first().or(problems.getByText("Nenhum problema pendente encontrado"))).toBeVisible();
  await page.getByRole("tab", { name: "Melhorias" }).click();
  await expect(page.getByRole("region", { name: "Sugestões de Melhoria" })).toBeVisible();

  await page.goto("/admin/reports/analytics");
  await expect(page.getByRole("heading", { name: "Relatório Detalhado" })).toBeVisible();
  for (const label of ["Páginas publicadas", "Total de solicitações", "Conversas do agente"]) {
    await expect(page.getByRole("list", { name: "Resumo" })).toContainText(label);
  }
  await expect(page.getByRole("heading", { name: "Atividade Recente" })).toBeVisible();

  await page.goto("/admin/reports/desconhecido");
  await expect(page.getByRole("heading", { name: "Página Não Encontrada" })).toBeVisible();
});

test("the reports screen has no accessibility violations on a desktop or a phone", async ({ page }) => {
  await signIn(page, "/admin/reports");
  await page.getByRole("button", { name: "Ver os números" }).click();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${width}px`).toEqual([]);
  }
});
