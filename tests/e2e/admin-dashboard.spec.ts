import { baseURL } from "../../playwright.config";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./test";
import type { JourneyWatcher } from "./watcher";
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

/**
 * Signed in on the dashboard, on a paused page clock, 'Atualizar' pressed while the panel's reads
 * get a proxy's 502, as while the server restarts: the first `failures` of them. Returns how many
 * reads were made so far.
 */
async function refreshWhileReadsFail(page: Page, watcher: JourneyWatcher, failures: number) {
  watcher.allow({ response: /\/admin\.data/, method: "GET", status: 502 });
  await page.clock.install();
  // The error screen schedules each retry in an effect, after the failed read has been rendered;
  // on a busy machine that came after the journey had moved the clock on, and the retry with it.
  // Recording the delays it schedules lets the journey move the clock only once a retry waits.
  // Added after `clock.install()`, the script wraps the fake `setTimeout`.
  await page.addInitScript(() => {
    const schedule = window.setTimeout;
    const delays: unknown[] = [];
    Object.assign(window, { scheduledDelays: delays });
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      delays.push(delay);
      return schedule(handler, delay, ...rest);
    }) as typeof window.setTimeout;
  });
  await signIn(page);
  await hydrated(page);
  // Paused, the retries' delays pass only with runFor: a running clock also moved while the
  // journey waited, which on a busy machine let a retry come before the delay being checked.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  let reads = 0;
  await page.route(/\/admin\.data/, async (route) => {
    reads += 1;
    if (reads <= failures) await route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" });
    else await route.continue();
  });
  await page.getByRole("button", { name: "Atualizar" }).click();
  await expect(page.getByRole("heading", { name: "Erro na Aplicação" })).toBeVisible();
  return () => reads;
}

/** How many timers of `delay` ms the page has scheduled since its document loaded. */
function retriesScheduled(page: Page, delay: number) {
  return page.evaluate(
    (wanted) => (window as unknown as { scheduledDelays: unknown[] }).scheduledDelays.filter((each) => each === wanted).length,
    delay,
  );
}

test("a failed read that passes on its first retry brings the panel back within a second", async ({ watcher, page }) => {
  const reads = await refreshWhileReadsFail(page, watcher, 1);
  await expect.poll(() => retriesScheduled(page, 1_000)).toBe(1);
  await page.clock.runFor(1_000);
  await expect(page.getByRole("region", { name: "Estatísticas" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  expect(reads()).toBe(2);
});

test("a panel whose reads keep failing is read again after 1, 2 and 4 s, then waits for 'Tentar Novamente'", async ({ watcher, page }) => {
  const reads = await refreshWhileReadsFail(page, watcher, 4);
  expect(reads()).toBe(1);
  for (const [delay, count] of [
    [1_000, 2],
    [2_000, 3],
    [4_000, 4],
  ] as const) {
    await expect.poll(() => retriesScheduled(page, delay)).toBe(1);
    await page.clock.runFor(delay - 100);
    expect(reads()).toBe(count - 1);
    await page.clock.runFor(100);
    await expect.poll(reads).toBe(count);
    await expect(page.getByRole("heading", { name: "Erro na Aplicação" })).toBeVisible();
  }
  // Three retries, no fourth: the error stays until 'Tentar Novamente' (a reload) or a navigation.
  await page.clock.runFor(60_000);
  expect(reads()).toBe(4);
  await page.clock.resume();
  await page.getByRole("button", { name: "Tentar Novamente" }).click();
  await expect(page.getByRole("region", { name: "Estatísticas" })).toBeVisible();
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
