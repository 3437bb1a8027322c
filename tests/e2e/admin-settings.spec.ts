import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { startOfDay } from "date-fns/startOfDay";
import { ptBR } from "date-fns/locale";
import type { Browser, Page } from "@playwright/test";
import { isDayOff } from "~/features/business-days";
import { businessTimeZone } from "~/lib/dates";
import { expect, test } from "./test";
import { saveEditor } from "./editors";
import { signIn } from "./fixtures";
import { axeViolations } from "./axe";

// Every test here saves the whole settings form: one at a time, so none undoes another's change.
test.describe.configure({ mode: "serial" });

const tagName = "Tag E2E (configurações)";
const tagMeta = 'meta[name="tag-e2e-configuracoes"]';

const save = (page: Page) =>
  saveEditor(page, { button: "Salvar Configurações", action: "/admin/settings", message: "Configurações salvas com sucesso!" });

/** A first-time visitor's home page, before and after accepting cookies: how many of the tag it holds. */
async function tagCountForNewVisitor(browser: Browser) {
  const visitor = await browser.newPage();
  await visitor.goto("/");
  const before = await visitor.locator(tagMeta).count();
  await visitor.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceitar" }).click();
  await expect(visitor.locator('meta[name="tag-de-exemplo"]')).toHaveCount(1);
  const after = await visitor.locator(`body > ${tagMeta}`).count();
  await visitor.close();
  return { before, after };
}

test("a tracking tag added in settings reaches visitors only after they accept cookies", async ({ page, browser, watcher }) => {
  // Two saves and two first-time visitors: more than the default time on a busy machine.
  test.slow();
  watcher.allow({ alert: "Informe o nome e o código da tag." });
  await signIn(page, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Configurações do Site" })).toBeVisible();
  const tags = page.getByRole("list", { name: "Tags cadastradas" });
  await expect(tags.getByRole("listitem")).toHaveCount(1);
  await expect(tags.getByRole("listitem").first()).toContainText("Tag de exemplo (demonstração)");

  const newTag = page.getByRole("group", { name: "Nova tag" });
  await expect(newTag.getByLabel("Tipo")).toHaveValue("pixel");
  await expect(newTag.getByLabel("Posição")).toHaveValue("head");
  await expect(newTag.getByRole("switch", { name: "Tag ativa" })).toBeChecked();

  await newTag.getByLabel("Nome da tag").fill(tagName);
  await newTag.getByRole("button", { name: "Adicionar Tag" }).click();
  await expect(newTag.getByRole("alert")).toHaveText("Informe o nome e o código da tag.");
  await expect(tags.getByRole("listitem")).toHaveCount(1);

  await newTag.getByLabel("Tipo").selectOption("meta");
  await newTag.getByLabel("Posição").selectOption("body_end");
  await newTag.getByLabel("Código da tag").fill('<meta name="tag-e2e-configuracoes" content="ok">');
  await newTag.getByRole("button", { name: "Adicionar Tag" }).click();
  const added = tags.getByRole("listitem").filter({ hasText: tagName });
  await expect(added).toContainText("Ativo");
  await expect(added).toContainText("Fim do <body>");
  await expect(newTag.getByLabel("Nome da tag")).toHaveValue("");
  await expect(newTag.getByLabel("Nome da tag")).toBeFocused();

  try {
    await save(page);
    expect(await tagCountForNewVisitor(browser)).toEqual({ before: 0, after: 1 });

    await added.getByRole("button", { name: `Editar a tag ${tagName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Editar tag" });
    await dialog.getByRole("switch", { name: "Tag ativa" }).click();
    await dialog.getByRole("button", { name: "Aplicar" }).click();
    await expect(dialog).toBeHidden();
    await expect(added).toContainText("Inativo");
    await save(page);
    expect(await tagCountForNewVisitor(browser)).toEqual({ before: 0, after: 0 });
  } finally {
    await page.reload();
    const saved = page.getByRole("list", { name: "Tags cadastradas" }).getByRole("listitem").filter({ hasText: tagName });
    if (await saved.count()) {
      await saved.getByRole("button", { name: `Remover a tag ${tagName}` }).click();
      await save(page);
    }
  }
  await page.reload();
  await expect(page.getByRole("list", { name: "Tags cadastradas" }).getByRole("listitem")).toHaveCount(1);
});

test("with the chat switched off in settings the widget is gone from the site; the switch keeps its state", async ({ page, browser }) => {
  await signIn(page, "/admin/settings");
  const chat = page.getByRole("switch", { name: "Chat ativado no site" });
  await expect(chat).toBeChecked();
  const visitor = await browser.newPage();
  await visitor.goto("/produtos");
  await expect(visitor.getByRole("button", { name: "Abrir Atendente Virtual" })).toBeVisible();
  try {
    await chat.click();
    await save(page);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Abrir Atendente Virtual" })).toHaveCount(0);
    await expect(visitor.getByRole("link", { name: "Conversar pelo WhatsApp" })).toBeVisible();
    await page.reload();
    await expect(chat).not.toBeChecked();
  } finally {
    if (!(await chat.isChecked())) {
      await chat.click();
      await save(page);
    }
  }
  await page.reload();
  await expect(chat).toBeChecked();
  await visitor.reload();
  await expect(visitor.getByRole("button", { name: "Abrir Atendente Virtual" })).toBeVisible();
  await visitor.close();
});

test("an invalid identifier is refused with its message and nothing is saved", async ({ page, watcher }) => {
  watcher.allow({
    toast: "Erro ao salvar configuraçõesID do Google Analytics inválido. Use o formato G-XXXXXXXXXX, AW-XXXXXXXXX ou UA-XXXXXXX-X",
    type: "error",
  });
  await signIn(page, "/admin/settings");
  const analytics = page.getByLabel("ID do Google Analytics");
  await analytics.fill("GA-123");
  await page.getByLabel("E-mail de vendas").fill("vendas@");
  await page.getByRole("button", { name: "Salvar Configurações" }).click();
  await expect(page.getByText("Erro ao salvar configurações")).toBeVisible();
  await expect(
    page.getByText("ID do Google Analytics inválido. Use o formato G-XXXXXXXXXX, AW-XXXXXXXXX ou UA-XXXXXXX-X").first(),
  ).toBeVisible();
  await expect(page.getByText("E-mail de vendas inválido")).toBeVisible();
  await expect(analytics).toBeFocused();
  await expect(analytics).toHaveAttribute("aria-invalid", "true");

  await page.reload();
  await expect(page.getByLabel("ID do Google Analytics")).toHaveValue("");
  await expect(page.getByLabel("E-mail de vendas")).toHaveValue("vendas@magnasul.exemplo.com.br");
});

// On a phone, in accessibility.spec.ts.
test("the settings screen has no accessibility violations on a desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "/admin/settings");
  expect(await axeViolations(page)).toEqual([]);
});

test("staff change the meeting hours and see them kept after a reload", async ({ page, watcher }) => {
  watcher.allow({
    toast: "Erro ao salvar configuraçõesO horário final deve permitir ao menos uma reunião depois do inicial",
    type: "error",
  });
  await signIn(page, "/admin/settings");
  const agenda = page.getByRole("region", { name: "Agenda de reuniões" });
  const day = (name: string) => agenda.getByRole("checkbox", { name });
  // Not the lunch break's "Início do almoço" and "Fim do almoço".
  const start = agenda.getByLabel(/^Início\W*$/);
  const end = agenda.getByLabel(/^Fim\W*$/);
  const length = agenda.getByLabel("Duração de cada reunião");
  for (const weekday of ["Segunda", "Terça", "Quarta", "Quinta", "Sexta"]) await expect(day(weekday)).toBeChecked();
  await expect(day("Sábado")).not.toBeChecked();
  await expect(day("Domingo")).not.toBeChecked();
  await expect(start).toHaveValue("07:30");
  await expect(end).toHaveValue("17:30");
  await expect(length).toHaveValue("30");
  await expect(length.getByRole("option", { name: "30 minutos" })).toBeAttached();

  try {
    await end.fill("07:00");
    await page.getByRole("button", { name: "Salvar Configurações" }).click();
    await expect(agenda.getByText("O horário final deve permitir ao menos uma reunião depois do inicial")).toBeVisible();
    await expect(end).toHaveAttribute("aria-invalid", "true");
    await expect(end).toBeFocused();

    await day("Segunda").uncheck();
    await day("Sábado").check();
    await start.fill("08:00");
    await end.fill("16:00");
    await length.selectOption("60");
    await save(page);
    await page.reload();
    await expect(day("Segunda")).not.toBeChecked();
    await expect(day("Sábado")).toBeChecked();
    await expect(day("Terça")).toBeChecked();
    await expect(start).toHaveValue("08:00");
    await expect(end).toHaveValue("16:00");
    await expect(length).toHaveValue("60");
  } finally {
    // Other journeys book meetings in the default hours.
    await page.reload();
    await day("Segunda").check();
    await day("Sábado").uncheck();
    await start.fill("07:30");
    await end.fill("17:30");
    await length.selectOption("30");
    await save(page);
  }
  await page.reload();
  await expect(day("Segunda")).toBeChecked();
  await expect(day("Sábado")).not.toBeChecked();
  await expect(end).toHaveValue("17:30");
  await expect(length).toHaveValue("30");
});

/**
 * A business day at least three weeks ahead, as the chat reads "27/11": the notice never reaches
 * it, and the other journeys, which book the nearest free slots, leave it empty.
 */
function businessDayAhead() {
  for (let day = addDays(startOfDay(new TZDate(Date.now(), businessTimeZone)), 21); ; day = addDays(day, 1)) {
    if (day.getDay() >= 1 && day.getDay() <= 5 && !isDayOff(format(day, "yyyy-MM-dd"), [])) return day;
  }
}

test("staff set the notice and the lunch break; the chat offers no slot in the lunch", async ({ page, watcher }, testInfo) => {
  test.slow();
  watcher.allow({ toast: /^Erro ao salvar configurações/, type: "error" }, { toast: "Configurações salvas com sucesso!", type: "success" });
  await signIn(page, "/admin/settings");
  const agenda = page.getByRole("region", { name: "Agenda de reuniões" });
  const notice = agenda.getByLabel("Antecedência mínima (horas úteis)");
  const lunch = agenda.getByRole("switch", { name: "Pausa para almoço, sem reuniões" });
  const lunchStart = agenda.getByLabel("Início do almoço");
  const lunchEnd = agenda.getByLabel("Fim do almoço");
  await expect(notice).toHaveValue("2");
  await expect(lunch).toBeChecked();
  await expect(lunchStart).toHaveValue("12:00");
  await expect(lunchEnd).toHaveValue("13:00");
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await agenda.scrollIntoViewIfNeeded();
    await agenda.screenshot({ path: testInfo.outputPath(`agenda-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  try {
    await lunchStart.fill("07:00");
    await notice.fill("72");
    await page.getByRole("button", { name: "Salvar Configurações" }).click();
    await expect(agenda.getByText("A pausa de almoço deve ficar dentro do horário das reuniões")).toBeVisible();
    await expect(agenda.getByText("Informe um número inteiro de horas úteis entre 1 e 48")).toBeVisible();
    await expect(lunchStart).toHaveAttribute("aria-invalid", "true");

    await lunchStart.fill("11:00");
    await lunchEnd.fill("14:00");
    await notice.fill("4");
    await save(page);
    await page.reload();
    await expect(notice).toHaveValue("4");
    await expect(lunchStart).toHaveValue("11:00");
    await expect(lunchEnd).toHaveValue("14:00");

    // A visitor asking for a time in the lunch hears it is not free, and is offered the nearest ones around it.
    const session = `datas-${Date.now()}-e2e`;
    const say = async (message: string) => {
      const answer = await page.request.post("/api/chat", { data: { message, session_id: session } });
      expect(answer.ok()).toBe(true);
      return ((await answer.json()) as { response: string }).response;
    };
    await say("Quero agendar uma reunião");
    await say("Meu nome é Otávio Prado");
    await say(`otavio.${Date.now()}@exemplo.com.br`);
    expect(await say("(19) 99876-5432")).toContain("Estes são os próximos horários livres");
    const day = businessDayAhead();
    const reply = await say(`pode ser ${format(day, "dd/MM")} às 12h30?`);
    expect(reply).toContain(`O horário de ${format(day, "EEEE, dd/MM/yyyy", { locale: ptBR })} às 12:30 não está livre.`);
    expect(reply).toContain(`${format(day, "dd/MM/yyyy")} às 10:30`);
    expect(reply).toContain(`${format(day, "dd/MM/yyyy")} às 14:00`);
    expect(reply.split("\n").filter((line) => /^\d\. /.test(line))).not.toContainEqual(expect.stringMatching(/às 1[123]:\d{2}$/));

    // Turned off, the break keeps its times for when it is turned on again.
    await lunch.click();
    await expect(lunchStart).toHaveCount(0);
    await save(page);
    await page.reload();
    await expect(lunch).not.toBeChecked();
    await lunch.click();
    await expect(lunchStart).toHaveValue("11:00");
    await expect(lunchEnd).toHaveValue("14:00");
  } finally {
    // Other journeys book meetings with the default notice and lunch break.
    await page.reload();
    if (!(await lunch.isChecked())) await lunch.click();
    await lunchStart.fill("12:00");
    await lunchEnd.fill("13:00");
    await notice.fill("2");
    await save(page);
  }
  await page.reload();
  await expect(notice).toHaveValue("2");
  await expect(lunch).toBeChecked();
  await expect(lunchStart).toHaveValue("12:00");
});

// Stands in for gtm.js, with what the real one does under a nonce: it reads the nonce of its own
// element and puts it on the inline script of a custom HTML tag.
const tagManagerStub = `document.documentElement.dataset.gtm = "carregado";
var tag = document.createElement("script");
tag.nonce = document.currentScript.nonce;
tag.text = 'document.documentElement.dataset.gtmTag = "executou"';
document.head.appendChild(tag);`;

test("Tag Manager and a script tag run after consent under the site's policy, without a violation", async ({ page, browser }) => {
  test.slow();
  const scriptTag = "Script E2E (política)";
  await signIn(page, "/admin/settings");
  await page.getByLabel("ID do Google Tag Manager").fill("GTM-E2ECSP");
  const newTag = page.getByRole("group", { name: "Nova tag" });
  await newTag.getByLabel("Nome da tag").fill(scriptTag);
  await newTag.getByLabel("Tipo").selectOption("script");
  await newTag.getByLabel("Posição").selectOption("body_end");
  await newTag.getByLabel("Código da tag").fill(`<script>document.documentElement.dataset.tagScript = "executou"</script>`);
  await newTag.getByRole("button", { name: "Adicionar Tag" }).click();

  try {
    await save(page);
    const context = await browser.newContext();
    await context.route("https://www.googletagmanager.com/gtm.js**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: tagManagerStub }),
    );
    await context.addInitScript(() => {
      const store = window as unknown as { cspViolations: string[] };
      store.cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => store.cspViolations.push(event.violatedDirective));
    });
    const visitor = await context.newPage();
    const root = visitor.locator("html");
    await visitor.goto("/");
    await expect(visitor.getByRole("region", { name: "Aviso de cookies" })).toBeVisible();
    await expect(root).not.toHaveAttribute("data-gtm", /.*/);
    await expect(root).not.toHaveAttribute("data-tag-script", /.*/);

    await visitor.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceitar" }).click();
    await expect(root).toHaveAttribute("data-tag-script", "executou");
    await expect(root).toHaveAttribute("data-gtm", "carregado");
    await expect(root).toHaveAttribute("data-gtm-tag", "executou");
    expect(await visitor.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await context.close();
  } finally {
    await page.reload();
    await page.getByLabel("ID do Google Tag Manager").fill("");
    const saved = page.getByRole("list", { name: "Tags cadastradas" }).getByRole("listitem").filter({ hasText: scriptTag });
    if (await saved.count()) await saved.getByRole("button", { name: `Remover a tag ${scriptTag}` }).click();
    await save(page);
  }
});

test("the CDN's times saved in settings reach the public pages' Cache-Control at once", async ({ page, request }) => {
  await signIn(page, "/admin/settings");
  const kept = page.getByLabel("Tempo no cache da CDN (segundos)");
  const stale = page.getByLabel("Cópia antiga enquanto atualiza (segundos)");
  await expect(kept).toHaveValue("60");
  await expect(stale).toHaveValue("600");
  await request.get("/quem-somos");
  await kept.fill("300");
  await stale.fill("30");
  await save(page);
  expect((await request.get("/quem-somos")).headers()["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=30");

  await kept.fill("60");
  await stale.fill("600");
  await save(page);
  expect((await request.get("/quem-somos")).headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
});

test("a CDN time out of bounds is refused with its message and nothing is saved", async ({ page, watcher }) => {
  const message = "Informe o tempo no cache da CDN em segundos, um número inteiro de 0 a 86.400";
  watcher.allow({ toast: `Erro ao salvar configurações${message}`, type: "error" });
  await signIn(page, "/admin/settings");
  await page.getByLabel("Tempo no cache da CDN (segundos)").fill("90000");
  await page.getByRole("button", { name: "Salvar Configurações" }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Tempo no cache da CDN (segundos)")).toHaveValue("60");
});
