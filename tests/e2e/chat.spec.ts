import { axeViolations } from "./axe";
import { openChat } from "./chat-lead";
import { signIn } from "./fixtures";
import { expect, newVisitorPage, test } from "./test";

test("a visitor asks about a product and gets a link to it; the history comes back on reload", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
  const chat = page.getByRole("dialog", { name: "Atendente Virtual" });
  const input = chat.getByPlaceholder("Digite sua pergunta...");
  await expect(input).toBeFocused();
  // The welcome is the assistant's first bubble; the company's age is counted from its founding year (1999).
  await expect(chat.getByText(/Olá! Sou o Atendente Virtual da Magnasul Separação Magnética, há \d+ anos no mercado\./)).toHaveClass(
    /rounded-2xl/,
  );

  await input.fill("   ");
  await expect(chat.getByRole("button", { name: "Enviar" })).toBeDisabled();

  await input.fill("Vocês têm ímãs de neodímio?");
  await input.press("Enter");
  await expect(chat.getByText("Vocês têm ímãs de neodímio?")).toBeVisible();
  const link = chat.getByRole("link", { name: "Ímãs de Neodímio N52" });
  await expect(link).toHaveAttribute("href", "/produtos/imas-de-neodimio-n52");

  await page.reload();
  await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
  await expect(page.getByRole("dialog", { name: "Atendente Virtual" }).getByText("Vocês têm ímãs de neodímio?")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Atendente Virtual" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Abrir Atendente Virtual" })).toBeFocused();
});

test("when the assistant cannot be reached, the widget answers with a canned reply", async ({ watcher, page }) => {
  watcher.allow({ response: /\/api\/chat$/, method: "POST", status: 500 });
  await page.route("**/api/chat", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
  );
  await page.goto("/contato");
  await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
  const chat = page.getByRole("dialog", { name: "Atendente Virtual" });
  await chat.getByPlaceholder("Digite sua pergunta...").fill("Olá");
  await chat.getByRole("button", { name: "Enviar" }).click();
  await expect(
    chat.getByText(/Nossa equipe entrará em contato em breve|conheça nossos produtos|anos de experiência|Para um atendimento mais rápido/),
  ).toBeVisible();
});

test("the chat endpoint validates its input", async ({ request }) => {
  const tooLong = await request.post("/api/chat", { data: { message: "a".repeat(2001), session_id: "sessao-teste-1234" } });
  expect(tooLong.status()).toBe(400);
  expect((await tooLong.json()).error.message).toBe("A mensagem pode ter até 2.000 caracteres");
  const blank = await request.post("/api/chat", { data: { message: "   ", session_id: "sessao-teste-1234" } });
  expect((await blank.json()).error.message).toBe("Digite uma mensagem");
  const ok = await request.post("/api/chat", {
    data: { message: "Qual o horário?", session_id: "sessao-teste-1234", timestamp: Date.now() },
  });
  expect(await ok.json()).toEqual({ response: expect.stringContaining("7h30") });
});

test("staff read the visitor's conversation in 'Mensagens do Agente IA' and delete it", async ({ watcher, page }) => {
  watcher.allow({ toast: "Mensagem deletada com sucesso!", type: "success" });
  const session = `e2e-${Date.now()}`;
  const asked = await page.request.post("/api/chat", { data: { message: "Vocês fazem balanceamento de rotores?", session_id: session } });
  expect(asked.ok()).toBe(true);

  await signIn(page, "/admin/agent-messages");
  await expect(page.getByRole("heading", { name: "Mensagens do Agente IA" })).toBeVisible();
  await expect(page.getByLabel("Lead")).toHaveValue("");
  await expect(page.getByRole("option", { name: "Todos os leads" })).toBeAttached();
  await page.getByLabel("Buscar nas conversas").fill("balanceamento de rotores");
  await page.getByLabel("Período").selectOption("0");
  await page.getByRole("button", { name: "Filtrar" }).click();
  const conversation = page
    .getByRole("list", { name: "Conversas" })
    .getByRole("listitem")
    .filter({ hasText: session.slice(0, 8) });
  await expect(conversation).toHaveCount(1);
  await conversation.getByRole("link").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Vocês fazem balanceamento de rotores?");
  // The page the assistant named is a link with its title, as the visitor saw it.
  await expect(dialog.getByRole("link", { name: "Balanceamento Dinâmico de Rotores" })).toHaveAttribute(
    "href",
    "/servicos/balanceamento-dinamico-de-rotores",
  );
  await page.keyboard.press("Escape");

  await conversation.getByRole("button", { name: /Excluir conversa/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Mensagem deletada com sucesso!")).toBeVisible();
  await expect(conversation).toHaveCount(0);
});

test("a visitor books a meeting through the chat; staff see it on the dashboard, in the badge and in the lead's conversation", async ({
  page,
  browser,
}) => {
  test.slow();
  const visitor = await newVisitorPage(browser);
  await visitor.goto("/servicos");
  const { chat, input, say } = await openChat(visitor);
  const email = `marina.${Date.now()}@exemplo.com.br`;
  await say("Quero agendar uma reunião", "qual é o seu nome?");
  await say("Meu nome é Marina Costa", "Prazer, Marina! Qual é o seu e-mail?");
  await say("marina@", "Esse e-mail não parece válido");
  await say(email, "qual é o seu telefone com DDD?");
  await say("(19) 99876-5432", "Estes são os próximos horários livres");

  // The slots show once, as buttons named in full, not also as a numbered list.
  const choices = chat.getByRole("group", { name: "Horários livres" }).getByRole("button");
  await expect(choices).toHaveCount(5);
  await expect(chat.getByText(/\d\. [a-zç]+(-feira)?, \d{2}\/\d{2}\/\d{4}/)).toHaveCount(0);
  expect(await axeViolations(visitor, '[role="dialog"]')).toEqual([]);
  const spoken = (await choices.first().getAttribute("aria-label"))!;
  expect(spoken).toMatch(/^[a-zç]+(-feira)?, \d{1,2} de [a-zç]+ de \d{4}, às \d{2}:\d{2}$/);
  // "segunda, 23/11 às 11:00" on the button is shown on the dashboard as "23/11/2026 11:00".
  const [, dayMonth, time] = /(\d{2}\/\d{2}) às (\d{2}:\d{2})/.exec((await choices.first().textContent())!)!;
  const day = `${dayMonth}/${/de (\d{4}),/.exec(spoken)![1]}`;
  await choices.first().click();
  await expect(chat.getByText(/Pedido de reunião para .+ \(horário de Brasília\) recebido/)).toBeVisible();
  await expect(chat.getByRole("group", { name: "Horários livres" })).toHaveCount(0);
  // The button left with the choice; the focus waited in the input.
  await expect(input).toBeFocused();
  await visitor.close();

  await signIn(page);
  const meeting = page.getByRole("listitem").filter({ hasText: "Marina Costa" });
  await expect(meeting).toContainText(`${day} ${time}`);
  await expect(meeting).toContainText("Novo");
  await expect(meeting).toContainText(email);
  // The panel's badge shows the number of the 'Reuniões Agendadas' card: every upcoming meeting, this one among them.
  const statCard = page
    .getByRole("region", { name: "Estatísticas" })
    .locator("> *")
    .filter({ has: page.getByRole("heading", { name: "Reuniões Agendadas" }) });
  const badge = page.getByText(/^\d+ (reunião|reuniões)$/);
  const numberIn = async (text: Promise<string | null>, pattern: RegExp) => Number(pattern.exec((await text) ?? "")?.[1]);
  await expect(async () => {
    const stat = await numberIn(statCard.textContent({ timeout: 2000 }), /Reuniões Agendadas\s*(\d+)/);
    const badged = await numberIn(badge.textContent({ timeout: 2000 }), /^(\d+) /);
    expect(stat).toBeGreaterThanOrEqual(1);
    // Journeys running beside this one book and cancel meetings too: a count read between two of them is read again.
    if (badged !== stat) await page.reload();
    expect(badged).toBe(stat);
  }).toPass({ timeout: 15_000 });

  await page.goto("/admin/agent-messages");
  await page.getByLabel("Lead").selectOption({ label: "Marina Costa" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  const conversations = page.getByRole("list", { name: "Conversas" }).getByRole("listitem");
  await expect(conversations).toHaveCount(1);
  await expect(conversations.first()).toContainText("Marina Costa");
  await conversations.first().getByRole("link").click();
  const dialog = page.getByRole("dialog", { name: /Conversa com Marina Costa/ });
  await expect(dialog).toContainText("Quero agendar uma reunião");
  await expect(dialog).toContainText("Pedido de reunião para");
});

test("the focus stays in the input from one reply to the next, and Escape always closes the chat", async ({ page }) => {
  await page.goto("/produtos");
  const launcher = page.getByRole("button", { name: "Abrir Atendente Virtual" });
  await launcher.click();
  const chat = page.getByRole("dialog", { name: "Atendente Virtual" });
  const input = chat.getByPlaceholder("Digite sua pergunta...");
  await expect(input).toBeFocused();
  for (const [question, reply] of [
    ["Qual o horário?", "Segunda a sexta: 7h30 às 17h30"],
    ["quero remarcar", "Para remarcar, cancelar ou mudar o horário de uma reunião"],
  ] as const) {
    // Typed straight after the reply: no click between two questions.
    await page.keyboard.type(question);
    await page.keyboard.press("Enter");
    await expect(chat.getByText(reply)).toBeVisible();
    await expect(input).toBeFocused();
  }
  // Links show words: the phone and WhatsApp, never an address.
  await expect(chat.getByRole("link", { name: "(19) 3800-0000" }).last()).toHaveAttribute("href", "tel:+551938000000");
  await expect(chat.getByRole("link", { name: "WhatsApp" }).last()).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await page.keyboard.press("Escape");
  await expect(chat).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Abrir Atendente Virtual" })).toBeFocused();

  // A tap on a message takes the focus off the input: Escape still closes.
  await page.keyboard.press("Enter");
  await expect(input).toBeFocused();
  await chat.getByText("Segunda a sexta: 7h30 às 17h30").click();
  await expect(input).not.toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chat).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Abrir Atendente Virtual" })).toBeFocused();
});

for (const { width, height, sheet } of [
  { width: 375, height: 812, sheet: true },
  { width: 1280, height: 800, sheet: false },
]) {
  test(`at ${width}×${height} the chat opens as ${sheet ? "a sheet along the bottom" : "a panel above its button"}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    // On a phone the floating buttons wait for the cookie banner's answer.
    await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Recusar" }).click();
    await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
    const chat = page.getByRole("dialog", { name: "Atendente Virtual" });
    await expect(chat.getByPlaceholder("Digite sua pergunta...")).toBeFocused();
    const box = (await chat.boundingBox())!;
    if (sheet) {
      // Full width, down to the bottom edge, most of the screen tall: not a box floating mid-screen.
      expect(box).toMatchObject({ x: 0, width });
      expect(box.y + box.height).toBeCloseTo(height, 0);
      expect(box.height).toBeGreaterThan(height / 2);
    } else {
      expect(box.width).toBeLessThan(450);
      expect(box.x + box.width).toBeLessThan(width);
      expect(box.x).toBeGreaterThan(width / 2);
      expect(box.y + box.height).toBeLessThan(height);
    }
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`chat-${width}.png`) });
    if (sheet) {
      // A tap on the page above the sheet closes it.
      await page.mouse.click(width / 2, 40);
      await expect(chat).toHaveCount(0);
    }
  });
}
