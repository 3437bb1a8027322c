import { baseURL } from "../../playwright.config";
import { expect, hydrated, test } from "./test";
import { signIn } from "./fixtures";
import { axeViolations } from "./axe";

test("the dashboard shows the real figures, quick actions and meetings", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const stats = page.getByRole("region", { name: "Estatísticas" });
  for (const label of ["Leads Agente IA", "Contatos Site", "Mensagens Agente IA", "Reuniões Agendadas"]) {
    await expect(stats.getByRole("heading", { name: label })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /Gerenciar Páginas \d+ páginas/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Gerenciar Blog \d+ posts, \d+ publicados/ })).toBeVisible();
  // Whether it lists meetings depends on the booking journey; that one checks the card's content.
  await expect(page.getByRole("heading", { name: "Próximas reuniões" })).toBeVisible();

  await page.getByRole("link", { name: /Nova Página/ }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/new$/);
});

test("the dashboard reads its data again every 30 seconds while open, and at once on 'Atualizar'", async ({ page }) => {
  // The page's clock runs as the real one, and a jump ahead fires the dashboard's interval.
  await page.clock.install();
  await signIn(page);
  await hydrated(page);
  const recent = page.getByRole("region", { name: "Atividade recente" });
  // A lead registered meanwhile by someone else, through the 'Novo lead' form.
  const registerLead = async (first: string) => {
    const name = `${first} ${`${Date.now()}`.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!)}`;
    const email = `${name.toLowerCase().replace(/\s+/g, ".")}@cliente.exemplo.com.br`;
    const answer = await page.request.post("/admin/leads/novo", {
      form: { name, company: "", email, phone: "", source: "feira", note: "" },
      headers: { origin: baseURL },
    });
    expect(answer.status()).toBe(200);
    return name;
  };

  const first = await registerLead("Heitor");
  await expect(recent).not.toContainText(first);
  const read = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(".data"));
  await page.clock.runFor(30_000);
  expect((await read).status()).toBe(200);
  await expect(recent).toContainText(first);

  const second = await registerLead("Iolanda");
  await page.getByRole("button", { name: "Atualizar" }).click();
  await expect(recent).toContainText(second);
  await expect(page.getByRole("button", { name: "Atualizar" })).toBeEnabled();
});

test("a refresh that fails is tried again three times before 'Erro ao carregar estatísticas', and 'Tentar novamente' brings the figures back", async ({
  page,
  watcher,
}) => {
  // The dashboard's data, alone or with the other routes' (`_routes` names them when not all).
  const dashboardRead = (url: URL) =>
    url.pathname === "/admin.data" &&
    (!url.searchParams.has("_routes") || url.searchParams.get("_routes")!.includes("routes/admin/dashboard"));
  const panelReads = /\/admin\.data(\?|$)/;
  watcher.allow(
    { response: panelReads, method: "GET", status: 500 },
    { requestfailed: panelReads },
    { console: /status of 500|net::ERR_FAILED/ },
    { alert: /Erro ao carregar estatísticas/ },
  );
  await signIn(page);
  await hydrated(page);
  const stats = page.getByRole("region", { name: "Estatísticas" });
  const failure = page.getByRole("alert").filter({ hasText: "Erro ao carregar estatísticas" });

  // The network drops the first read and the server fails the second: the third answers.
  let reads = 0;
  let failing = 2;
  await page.route(dashboardRead, (route) => {
    reads++;
    if (reads > failing) return route.continue();
    return reads % 2 === 1 ? route.abort("failed") : route.fulfill({ status: 500, body: "indisponível" });
  });
  await page.getByRole("button", { name: "Atualizar" }).click();
  await expect.poll(() => reads, { timeout: 15_000 }).toBe(3);
  await expect(page.getByRole("button", { name: "Atualizar" })).toBeEnabled();
  await expect(stats).toBeVisible();
  await expect(failure).toHaveCount(0);

  // A read that keeps failing is tried four times in all, over 1 + 2 + 4 s, then shown.
  reads = 0;
  failing = Infinity;
  await page.getByRole("button", { name: "Atualizar" }).click();
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure).toContainText("O servidor não conseguiu responder. Tente novamente em instantes.");
  expect(reads).toBe(4);

  failing = 0;
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(stats.getByRole("heading", { name: "Leads Agente IA" })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test("the dashboard has no accessibility violations", async ({ page }) => {
  await signIn(page);
  expect(await axeViolations(page)).toEqual([]);
});

test("the panel collapses with Ctrl+B and remembers it", async ({ page }) => {
  await signIn(page);
  const toggle = page.getByRole("button", { name: "Recolher painel" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Control+b");
  await expect(page.getByRole("button", { name: "Expandir painel" })).toHaveAttribute("aria-expanded", "false");
  const cookie = (await page.context().cookies()).find((item) => item.name === "admin_sidebar");
  expect(cookie?.value).toBe("collapsed");
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6 * 24 * 3600);
  await page.reload();
  await expect(page.getByRole("button", { name: "Expandir painel" })).toBeVisible();
  await page.getByRole("button", { name: "Expandir painel" }).click();
  await expect(page.getByRole("button", { name: "Recolher painel" })).toBeVisible();
});

test("on a phone the panel is a drawer", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page);
  await page.getByRole("button", { name: "Abrir painel" }).click();
  const drawer = page.getByRole("dialog", { name: "Painel Admin" });
  await drawer.getByRole("link", { name: "Políticas" }).click();
  await expect(page).toHaveURL(/\/admin\/policies$/);
  await expect(drawer).toBeHidden();
});
