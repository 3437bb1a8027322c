import { expect, expecting, hydrated, newVisitorPage, test } from "./test";
import type { Page } from "@playwright/test";
import { describeSighting, JourneyWatcher } from "./watcher";

const refusal = "Por favor, preencha todos os campos obrigatórios";
const logged = "erro deixado no console pelo teste do observador";

test("the watcher names each toast, console error, failed request and 4xx a journey did not declare, and fails it for them", async ({
  browser,
  watcher,
}) => {
  const page = await newVisitorPage(browser);
  // The journey's own watcher sees the same browser: what this test provokes is declared to it.
  watcher.allow(
    { response: /\/pagina-que-o-observador-procura$/, method: "GET", status: 404 },
    { toast: refusal, type: "error" },
    { console: logged },
    { requestfailed: /\/observador-sem-resposta\.json$/ },
  );
  const own = new JourneyWatcher();
  await own.watch(page.context());
  await page.route("**/observador-sem-resposta.json", (route) => route.abort("connectionrefused"));

  await page.goto("/pagina-que-o-observador-procura");
  await page.goto("/contato");
  await hydrated(page);
  await page.getByRole("main").getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: refusal })).toBeVisible();
  await page.evaluate((text) => console.error(text), logged);
  await page.evaluate(() => fetch("/observador-sem-resposta.json").catch(() => undefined));

  await expect.poll(() => own.unexpected().length).toBe(4);
  expect(own.unexpected().map(describeSighting)).toEqual([
    expect.stringMatching(/^response 404: GET http:.*\/pagina-que-o-observador-procura$/),
    `toast (error): ${refusal}`,
    `console error: ${logged}`,
    expect.stringMatching(/^request failed \(net::ERR_CONNECTION_REFUSED\): GET http:.*\/observador-sem-resposta\.json$/),
  ]);
  expect(() => own.verdict()).toThrow(/toast \(error\): Por favor, preencha todos os campos obrigatórios/);

  // Each declaration answers for its own sighting only.
  own.allow({ toast: refusal, type: "error" }, { console: logged });
  expect(() => own.verdict()).toThrow(/response 404[\s\S]*request failed/);
  own.allow({ response: /\/pagina-que-o-observador-procura$/, status: 404 }, { requestfailed: /\/observador-sem-resposta\.json$/ });
  expect(() => own.verdict()).not.toThrow();
});

test("without scripts, the watcher reads each page as it arrives: an alert on a page left as soon as it shows is still named", async ({
  browser,
  watcher,
}) => {
  watcher.allow({ alert: /^Campos obrigatórios/ }, { response: /\/admin\/auth$/, method: "POST", status: 400 });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const own = new JourneyWatcher();
  await own.watch(context, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/auth");
  await page.getByRole("button", { name: "Entrar" }).click();
  // Left the moment a person could have read it; a page left before it arrived showed nobody anything.
  await expect(page.getByRole("alert").filter({ hasText: "Campos obrigatórios" })).toBeVisible();
  await page.goto("/");
  await own.settled();
  await context.close();
  expect(own.unexpected().map(describeSighting)).toEqual([
    expect.stringMatching(/^response 400: POST http:.*\/admin\/auth$/),
    expect.stringMatching(/^role=alert: Campos obrigatórios/),
  ]);
});

test("a toast of another type, or a text that only begins like the declared one, is not declared", () => {
  const watcher = new JourneyWatcher();
  watcher.allow({ toast: "Salvo com sucesso!", type: "success" });
  watcher.sightings.push(
    { kind: "toast", type: "error", text: "Salvo com sucesso!" },
    { kind: "toast", type: "success", text: "Salvo com sucesso! Mas a imagem falhou." },
    { kind: "toast", type: "success", text: "Salvo com sucesso!" },
  );
  expect(watcher.unexpected().map(describeSighting)).toEqual([
    "toast (error): Salvo com sucesso!",
    "toast (success): Salvo com sucesso! Mas a imagem falhou.",
  ]);
});

test.describe("declared for a whole describe with expecting(…)", () => {
  test.use(expecting({ console: logged }, { toast: "Salvo.", type: "success" }));

  test("a console error the describe declared leaves the journey passing", async ({ page }) => {
    await page.goto("/");
    await page.evaluate((text) => console.error(text), logged);
  });
});

test("an undeclared console error fails a journey that never named the watcher", async ({ page }) => {
  // Passes only if the journey fails, and the only thing here that can fail it is the watcher.
  test.fail();
  await page.goto("/");
  await page.evaluate((text) => console.error(text), logged);
});

test.describe("the contexts a journey opens", () => {
  test.describe.configure({ mode: "serial" });
  let visitorOfTheFirst: Page | undefined;

  test("are open while it runs", async ({ browser }) => {
    visitorOfTheFirst = await newVisitorPage(browser);
    await visitorOfTheFirst.goto("/contato");
    expect(browser.contexts()).toContain(visitorOfTheFirst.context());
  });

  test("are closed when it ends, with their pages and what those pages run", async ({ browser }) => {
    expect(visitorOfTheFirst?.isClosed()).toBe(true);
    expect(browser.contexts()).not.toContain(visitorOfTheFirst?.context());
  });
});
