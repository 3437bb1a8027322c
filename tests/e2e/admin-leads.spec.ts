import { leadThroughChat, uniqueName } from "./chat-lead";
import { signIn } from "./fixtures";
import { expect, test } from "./test";
import { axeViolations } from "./axe";

test("staff cancel a lead's meeting, change its status, open its conversations and delete it in 'Leads e reuniões'", async ({
  watcher,
  page,
}) => {
  watcher.allow(
    { toast: "Reunião cancelada.", type: "success" },
    { toast: "Status do lead atualizado!", type: "success" },
    { toast: /^Lead Rita [A-Za-z]+ excluído com sucesso!$/, type: "success" },
  );
  test.slow();
  const name = uniqueName("Rita");
  const { email, session } = await leadThroughChat(page.request, name, { book: true });

  await signIn(page, "/admin/agent-messages?aba=leads");
  await expect(page.getByRole("tab", { name: "Leads e reuniões" })).toHaveAttribute("aria-selected", "true");
  const card = page.getByRole("list", { name: "Leads" }).getByRole("listitem").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(card).toContainText("(19) 99876-5432");
  await expect(card).toContainText(/Reunião em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(card).toContainText(/Criado em \d{2}\/\d{2}\/\d{4}/);
  const status = card.getByLabel(`Status de ${name}`);
  await expect(status).toHaveValue("novo");

  // Cancelling the meeting keeps the lead and its status, and frees the slot.
  const [meetingAt] = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/.exec((await card.textContent()) ?? "")!;
  await card.getByRole("button", { name: `Cancelar reunião de ${name}` }).click();
  const cancel = page.getByRole("alertdialog", { name: "Cancelar reunião?" });
  await expect(cancel).toContainText(name);
  await expect(cancel).toContainText(meetingAt);
  await cancel.getByRole("button", { name: "Cancelar reunião" }).click();
  await expect(page.getByText("Reunião cancelada.")).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expect(card).toContainText("Sem reunião agendada");
  await expect(card.getByRole("button", { name: `Cancelar reunião de ${name}` })).toHaveCount(0);
  await expect(status).toHaveValue("novo");
  await expect(status).toBeFocused();

  await status.selectOption({ label: "Ganho" });
  await expect(page.getByText("Status do lead atualizado!")).toBeVisible();
  await page.reload();
  await expect(card.getByLabel(`Status de ${name}`)).toHaveValue("ganho");
  await expect(card).toContainText("Sem reunião agendada");

  await card.getByRole("link", { name: `Ver conversas de ${name}` }).click();
  await expect(page.getByRole("tab", { name: "Conversas" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/[?&]lead=[0-9a-f-]{36}/);
  await expect(page.getByLabel("Lead", { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByLabel("Período")).toHaveValue("0");
  const conversations = page.getByRole("list", { name: "Conversas" }).getByRole("listitem");
  await expect(conversations).toHaveCount(1);
  await expect(conversations.first()).toContainText(name);
  // The visitor's first message tells the conversation apart before it is opened.
  await expect(conversations.first()).toContainText("“Quero agendar uma reunião”");
  await expect(conversations.first()).toContainText(session.slice(0, 8));
  // Staff read a reply as the visitor did: links as words, never their markup.
  expect((await page.request.post("/api/chat", { data: { message: "quero remarcar", session_id: session } })).ok()).toBe(true);
  await conversations.first().getByRole("link").first().click();
  const opened = page.getByRole("dialog", { name: `Conversa com ${name}` });
  await expect(opened.getByRole("link", { name: "WhatsApp" }).last()).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(opened).not.toContainText("](");
  await opened.getByRole("button", { name: /Fechar/ }).click();

  await page.getByRole("tab", { name: "Leads e reuniões" }).click();
  await expect(page).toHaveURL(/aba=leads/);
  await card.getByRole("button", { name: `Excluir lead ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir lead?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText(`Lead ${name} excluído com sucesso!`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // Gone from the lead filter and from the conversation's name; the conversation itself stays.
  await page.getByRole("tab", { name: "Conversas" }).click();
  await expect(page.getByLabel("Lead", { exact: true }).getByRole("option", { name })).toHaveCount(0);
  await page.getByLabel("Buscar nas conversas").fill("Quero agendar uma reunião");
  await page.getByLabel("Período").selectOption("0");
  await page.getByRole("button", { name: "Filtrar" }).click();
  const kept = page
    .getByRole("list", { name: "Conversas" })
    .getByRole("listitem")
    .filter({ hasText: session.slice(0, 8) });
  await expect(kept).toContainText("“Quero agendar uma reunião”");
  await expect(kept).toContainText("Visitante não identificado");
  await expect(kept).not.toContainText(name);
});

test("the tab is chosen by the address and by the keyboard", async ({ page }) => {
  await signIn(page, "/admin/agent-messages?aba=leads");
  const conversationsTab = page.getByRole("tab", { name: "Conversas" });
  const leadsTab = page.getByRole("tab", { name: "Leads e reuniões" });
  await expect(leadsTab).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: "Leads e reuniões" });
  await expect(
    panel.getByRole("list", { name: "Leads" }).or(panel.getByText("Nenhum lead registrado pelo Atendente Virtual.")),
  ).toBeVisible();

  await leadsTab.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(conversationsTab).toBeFocused();
  await expect(conversationsTab).toHaveAttribute("aria-selected", "true");
  await expect(page).not.toHaveURL(/aba=/);
  await expect(page.getByRole("search")).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(leadsTab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?aba=leads$/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Leads e reuniões" })).toHaveAttribute("aria-selected", "true");
});

test("the leads tab has no accessibility violations on a desktop or a phone", async ({ watcher, page }) => {
  watcher.allow({ toast: /^Lead Axel [A-Za-z]+ excluído com sucesso!$/, type: "success" });
  const name = uniqueName("Axel");
  await leadThroughChat(page.request, name, { book: false });
  await signIn(page, "/admin/agent-messages?aba=leads");
  const card = page.getByRole("list", { name: "Leads" }).getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("Sem reunião agendada");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${width}px`).toEqual([]);
  }
  await card.getByRole("button", { name: `Excluir lead ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(card).toHaveCount(0);
});
