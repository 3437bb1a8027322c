import { signIn } from "./fixtures";
import { expect, test } from "./test";

test("a visitor asks about a product and gets a link to it; the history comes back on reload", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
  const chat = page.getByRole("dialog", { name: "Atendente Virtual" });
  const input = chat.getByPlaceholder("Digite sua pergunta...");
  await expect(input).toBeFocused();

  await input.fill("   ");
  await expect(chat.getByRole("button", { name: "Enviar" })).toBeDisabled();

  await input.fill("Vocês têm ímãs de neodímio?");
  await input.press("Enter");
  await expect(chat.getByText("Vocês têm ímãs de neodímio?")).toBeVisible();
  const link = chat.getByRole("link", { name: "/produtos/imas-de-neodimio-n52" });
  await expect(link).toBeVisible();

  await page.reload();
  await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
  await expect(page.getByRole("dialog", { name: "Atendente Virtual" }).getByText("Vocês têm ímãs de neodímio?")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Atendente Virtual" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Abrir Atendente Virtual" })).toBeFocused();

});

test("when the assistant cannot be reached, the widget answers with a canned reply", async ({ page }) => {
  await page.route("**/api/chat", (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.continue()));
  await page.goto("/contato");
  await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
  const chat = page.getByRole("dialog", { name: "Atendente Virtual" });
  await chat.getByPlaceholder("Digite sua pergunta...").fill("Olá");
  await chat.getByRole("button", { name: "Enviar" }).click();
  await expect(
    chat.getByText(/Nossa equipe entrará em contato em breve|conheça nossos produtos|mais de 20 anos|formulário de contato/),
  ).toBeVisible();
});

test("the chat endpoint validates its input", async ({ request }) => {
  const tooLong = await request.post("/api/chat", { data: { message: "a".repeat(2001), session_id: "sessao-teste-1234" } });
  expect(tooLong.status()).toBe(400);
  expect((await tooLong.json()).error.message).toBe("A mensagem pode ter até 2.000 caracteres");
  const blank = await request.post("/api/chat", { data: { message: "   ", session_id: "sessao-teste-1234" } });
  expect((await blank.json()).error.message).toBe("Digite uma mensagem");
  const ok = await request.post("/api/chat", { data: { message: "Qual o horário?", session_id: "sessao-teste-1234", timestamp: Date.now() } });
  expect(await ok.json()).toEqual({ response: expect.stringContaining("7h30") });
});

test("staff read the visitor's conversation in 'Mensagens do Agente IA' and delete it", async ({ page }) => {
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
  const conversation = page.getByRole("list", { name: "Conversas" }).getByRole("listitem").filter({ hasText: session.slice(0, 8) });
  await expect(conversation).toHaveCount(1);
  await conversation.getByRole("link").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Vocês fazem balanceamento de rotores?");
  await expect(dialog).toContainText("/servicos/balanceamento-dinamico-de-rotores");
  await page.keyboard.press("Escape");

  await conversation.getByRole("button", { name: /Excluir conversa/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Mensagem deletada com sucesso!")).toBeVisible();
  await expect(conversation).toHaveCount(0);
});
