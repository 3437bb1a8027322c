import { expect, hydrated, test } from "./test";
import { signIn } from "./fixtures";

test("a visitor sends the contact form, and staff read, copy, export and delete it in the inbox", async ({ watcher, page, context }) => {
  watcher.allow(
    { toast: "Por favor, preencha todos os campos obrigatórios", type: "error" },
    { toast: "Mensagem enviada com sucesso! Entraremos em contato em breve.", type: "success" },
    { toast: "Mensagem copiada para a área de transferência!", type: "success" },
    { toast: "Mensagem de Roberta Contato Teste deletada com sucesso!", type: "success" },
  );
  await page.goto("/contato");
  const form = page.getByRole("main");
  await form.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByText("Por favor, preencha todos os campos obrigatórios")).toBeVisible();
  await expect(form.getByText("Informe seu nome")).toBeVisible();
  await expect(form.getByText("Informe seu e-mail")).toBeVisible();
  await expect(form.getByText("Escreva sua mensagem")).toBeVisible();

  await form.getByLabel("Nome *").fill("Roberta Contato Teste");
  await form.getByLabel("E-mail *").fill("roberta@cliente.exemplo.com.br");
  await form.getByLabel("Telefone").fill("(19) 99999-0000");
  await form.getByLabel("Mensagem *").fill("Gostaria de visitar a fábrica para conhecer os tambores magnéticos.");
  // This page stamps the form's start on the server, whose clock a test cannot move: a
  // person takes longer than its minimum fill time (1 s for the journeys).
  await page.waitForTimeout(1100);
  await form.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(
    form.getByRole("button", { name: "Enviando..." }).or(page.getByText("Mensagem enviada com sucesso! Entraremos em contato em breve.")),
  ).toBeVisible();
  await expect(page.getByText("Mensagem enviada com sucesso! Entraremos em contato em breve.")).toBeVisible();
  await expect(form.getByLabel("Nome *")).toHaveValue("");

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, "/admin/messages");
  await expect(page.getByRole("heading", { name: "Caixa de Entrada" })).toBeVisible();
  await page.getByLabel("Buscar mensagens").fill("Roberta Contato");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText(/1 mensagem encontrada para "Roberta Contato"/)).toBeVisible();

  const row = page.getByRole("main").getByRole("listitem").filter({ hasText: "Roberta Contato Teste" });
  await expect(row.getByText("Contato", { exact: true })).toBeVisible();
  await expect(row.getByText("Nova")).toBeVisible();
  await row.getByRole("button", { name: /^Roberta Contato Teste/ }).click();
  const detail = page.getByRole("dialog", { name: "Roberta Contato Teste" });
  await expect(detail).toContainText("roberta@cliente.exemplo.com.br");
  await expect(detail).toContainText("(19) 99999-0000");
  await expect(detail).toContainText("Não informada");

  await page.evaluate(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await detail.getByRole("button", { name: "Compartilhar" }).click();
  await expect(page.getByText("Mensagem copiada para a área de transferência!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Nome: Roberta Contato Teste");
  await expect(detail.getByRole("button", { name: "Imprimir" })).toBeVisible();
  await expect(detail.getByRole("button", { name: "Marcar como não lida" })).toBeVisible();
  // A message is marked read a moment after it opens: the buttons beside the switch stay where the pointer found them.
  const reply = detail.getByRole("link", { name: "Responder" });
  const whileRead = await reply.boundingBox();
  await detail.getByRole("button", { name: "Marcar como não lida" }).click();
  await expect(detail.getByRole("button", { name: "Marcar como lida" })).toBeVisible();
  expect(await reply.boundingBox()).toEqual(whileRead);
  await detail.getByRole("button", { name: "Marcar como lida" }).click();
  await expect(detail.getByRole("button", { name: "Marcar como não lida" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(row.getByText("Nova")).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mensagens-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await (await file.createReadStream()).toArray()).join("");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv).toContain('"Roberta Contato Teste";"roberta@cliente.exemplo.com.br"');
  expect(csv.trim().split("\r\n")).toHaveLength(2);

  await row.getByRole("button", { name: "Excluir mensagem de Roberta Contato Teste" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Mensagem de Roberta Contato Teste deletada com sucesso!")).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "Roberta Contato Teste" })).toHaveCount(0);
});

test("the contact endpoint refuses robots and bad input without storing anything", async ({ request }) => {
  const base = { name: "Robô", email: "robo@exemplo.com", message: "Compre agora", started_at: Date.now() - 60_000 };
  const honeypot = await request.post("/api/contact-requests", { data: { ...base, website: "http://spam.example" } });
  expect(honeypot.status()).toBe(400);
  const tooFast = await request.post("/api/contact-requests", { data: { ...base, started_at: Date.now() } });
  expect(tooFast.status()).toBe(400);
  const invalid = await request.post("/api/contact-requests", { data: { ...base, email: "sem-arroba" } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).message).toBe("Informe um e-mail válido");
});

test("the contact page is served from the page cache, and its minimum fill time still counts from this visitor's view", async ({
  playwright,
  baseURL,
}) => {
  const robot = await playwright.request.newContext({ baseURL });
  const form = { name: "Robô Apressado", email: "robo@exemplo.com", message: "Compre agora", type: "contact" };
  const tooFast = "Não foi possível enviar agora. Aguarde alguns segundos e tente novamente.";
  try {
    await expect.poll(async () => (await robot.get("/contato")).headers()["x-page-cache"]).toBe("hit");
    // The page is the same for everyone; the time it was shown comes beside it, on every answer.
    const shown = await robot.get("/contato");
    expect(shown.headers()["x-page-cache"]).toBe("hit");
    expect(shown.headers()["set-cookie"]).toMatch(/^contact_form_shown=\d{13}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/);

    const atOnce = await robot.post("/contato", { form });
    expect(atOnce.status()).toBe(400);
    expect(await atOnce.text()).toContain(tooFast);

    const withoutTheClock = await playwright.request.newContext({ baseURL });
    const unseen = await withoutTheClock.post("/contato", { form });
    expect(unseen.status()).toBe(400);
    await withoutTheClock.dispose();

    // A person takes longer than the journeys' minimum fill time (1 s).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const taken = await robot.post("/contato", { form });
    expect(taken.status()).toBe(200);
    expect(await taken.text()).toContain("Mensagem enviada com sucesso! Entraremos em contato em breve.");
  } finally {
    await robot.dispose();
  }
});

test("'Responder' right after a message opens reaches its lead, even while the page still asks the server where that address goes", async ({
  page,
}) => {
  // Names take letters only: the run's time, spelt in letters, keeps this one apart.
  const name = `Helena ${String(Date.now()).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!)}`;
  const sent = await page.request.post("/api/contact-requests", {
    data: {
      name,
      email: "helena.resposta@cliente.exemplo.com.br",
      message: "Preciso de um filtro magnético.",
      started_at: Date.now() - 60_000,
    },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, `/admin/messages?q=${encodeURIComponent(name)}`);
  await hydrated(page);
  // A slow connection: opening the message marks it read, and the list's reload is still on its
  // way when 'Responder' is clicked; the lead page's route is looked up slower still. The
  // reload must not take the place of the navigation.
  await page.route("**/admin/messages.data?**", async (route) => {
    if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.route("**/__manifest?**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  const markedRead = page.waitForResponse(
    (response) => response.url().includes("/admin/messages.data") && response.request().method() === "POST",
  );
  await page
    .getByRole("main")
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
  await markedRead;
  await page.getByRole("dialog", { name }).getByRole("link", { name: "Responder" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leads\/[^/?]+\?mensagem=[^#]+#responder$/);
  await expect(page.getByLabel("Mensagem")).toHaveValue(/Preciso de um filtro magnético\.$/);
});
