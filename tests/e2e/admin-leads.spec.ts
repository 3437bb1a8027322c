import type { Page } from "@playwright/test";
import { leadThroughChat, uniqueName } from "./chat-lead";
import { signIn } from "./fixtures";
import { expect, hydrated, test } from "./test";
import { axeViolations } from "./axe";

/** The lead's row in the leads list, found by its name, with a meeting still to come or not. */
async function listedLead(page: Page, name: string, { meetings }: { meetings: boolean }) {
  await page.goto(`/admin/leads?${meetings ? "reuniao=marcada&" : ""}q=${encodeURIComponent(name)}`);
  return page.getByRole("list", { name: "Leads" }).getByRole("listitem").filter({ hasText: name });
}

test("staff find a lead among the meetings to come, cancel its meeting, change its status on its page, read its conversation and delete it", async ({
  watcher,
  page,
}) => {
  watcher.allow(
    { toast: "Reunião cancelada.", type: "success" },
    { toast: "Status do lead atualizado.", type: "success" },
    { toast: /^Lead Rita [A-Za-z]+ excluído com sucesso!$/, type: "success" },
  );
  test.slow();
  const name = uniqueName("Rita");
  const { email, session } = await leadThroughChat(page.request, name, { book: true });
  // Staff read a reply as the visitor did: links as words, never their markup.
  expect((await page.request.post("/api/chat", { data: { message: "quero remarcar", session_id: session } })).ok()).toBe(true);

  // From the assistant's screen to the leads with a meeting to come, this one found by its name.
  await signIn(page, "/admin/agent-messages");
  await page.getByRole("link", { name: "Leads com reunião marcada" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?reuniao=marcada$/);
  const filters = page.getByRole("search", { name: "Filtrar leads" });
  await expect(filters.getByLabel("Reunião")).toHaveValue("marcada");
  await filters.getByLabel("Buscar").fill(name);
  await filters.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/reuniao=marcada/);
  await hydrated(page);
  const row = page.getByRole("list", { name: "Leads" }).getByRole("listitem").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText("Novo");
  await expect(row).toContainText(/Reunião\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  // Booked from the site, the meeting waits for the visitor's confirmation.
  await expect(row).toContainText(/Aguardando confirmação até \d{2}:\d{2}/);
  await expect(row).toContainText(/Criado em \d{2}\/\d{2}\/\d{4}/);

  // Cancelling asks first; the lead leaves the meetings to come and keeps its status.
  const [, meetingAt] = /Reunião(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2})/.exec((await row.textContent()) ?? "")!;
  await row.getByRole("button", { name: `Cancelar reunião de ${name}` }).click();
  const cancel = page.getByRole("alertdialog", { name: "Cancelar reunião?" });
  await expect(cancel).toContainText(name);
  await expect(cancel).toContainText(meetingAt!);
  await cancel.getByRole("button", { name: "Cancelar reunião" }).click();
  await expect(page.getByText("Reunião cancelada.")).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(page.locator(":focus")).toContainText("Nenhum lead encontrado com estes filtros.");

  const listed = await listedLead(page, name, { meetings: false });
  await expect(listed).toContainText("Novo");
  await expect(listed).not.toContainText("Reunião");
  await expect(listed.getByRole("button", { name: `Cancelar reunião de ${name}` })).toHaveCount(0);

  // The status changes on the lead's page, with its form.
  await listed.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Sem reunião agendada")).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(page.getByRole("link", { name: "(19) 99876-5432" })).toBeVisible();
  await hydrated(page);
  const status = page.getByLabel("Status", { exact: true });
  await expect(status).toHaveValue("novo");
  await status.selectOption({ label: "Ganho" });
  await page.getByRole("button", { name: "Salvar status" }).click();
  await expect(page.getByText("Status do lead atualizado.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("ganho");
  await expect(page.getByText("Sem reunião agendada")).toBeVisible();

  // Its conversation opens from its timeline, in the assistant's screen filtered by the lead.
  await page.getByRole("list", { name: "Linha do tempo" }).getByRole("link", { name: "Abrir conversa" }).click();
  await expect(page).toHaveURL(/[?&]lead=[0-9a-f-]{36}/);
  const opened = page.getByRole("dialog", { name: new RegExp(`Conversa com ${name}`) });
  await expect(opened.getByRole("link", { name: "WhatsApp" }).last()).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(opened).not.toContainText("](");
  await opened.getByRole("button", { name: /Fechar/ }).click();
  await expect(page.getByLabel("Lead", { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByLabel("Período")).toHaveValue("0");
  const conversations = page.getByRole("list", { name: "Conversas" }).getByRole("listitem");
  await expect(conversations).toHaveCount(1);
  await expect(conversations.first()).toContainText(name);
  // The visitor's first message tells the conversation apart before it is opened.
  await expect(conversations.first()).toContainText("“Quero agendar uma reunião”");
  await expect(conversations.first()).toContainText(session.slice(0, 8));

  // Deleting asks first, from the list.
  const toDelete = await listedLead(page, name, { meetings: false });
  await hydrated(page);
  await toDelete.getByRole("button", { name: `Excluir lead ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir lead?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText(`Lead ${name} excluído com sucesso!`)).toBeVisible();
  await expect(toDelete).toHaveCount(0);

  // Gone from the lead filter and from the conversation's name; the conversation itself stays.
  await page.goto("/admin/agent-messages");
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

test("the assistant's screen shows its conversations; the old address of its leads tab opens the meetings to come", async ({ page }) => {
  await signIn(page, "/admin/agent-messages?aba=leads");
  await expect(page).toHaveURL(/\/admin\/leads\?reuniao=marcada$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByRole("search", { name: "Filtrar leads" }).getByLabel("Reunião")).toHaveValue("marcada");

  await page.goto("/admin/agent-messages");
  await expect(page.getByRole("heading", { level: 1, name: "Mensagens do Agente IA" })).toBeVisible();
  await expect(page.getByRole("tablist")).toHaveCount(0);
  await expect(page.getByLabel("Buscar nas conversas")).toBeVisible();
});

test("the leads with a meeting to come, and the question before a cancellation, have no accessibility violations on a desktop or a phone", async ({
  watcher,
  page,
}) => {
  watcher.allow({ toast: /^Lead Axel [A-Za-z]+ excluído com sucesso!$/, type: "success" });
  test.slow();
  const name = uniqueName("Axel");
  await leadThroughChat(page.request, name, { book: true });
  await signIn(page);
  const row = await listedLead(page, name, { meetings: true });
  await expect(row).toContainText(/Aguardando confirmação até/);
  await hydrated(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${width}px`).toEqual([]);
  }
  await row.getByRole("button", { name: `Cancelar reunião de ${name}` }).click();
  await expect(page.getByRole("alertdialog", { name: "Cancelar reunião?" })).toBeVisible();
  expect(await axeViolations(page), "the question").toEqual([]);
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar", exact: true }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Cancelar reunião de ${name}` })).toBeFocused();

  await row.getByRole("button", { name: `Excluir lead ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(row).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a lead's meeting is cancelled and the lead deleted from the list with plain posts, the answer on the page", async ({ page }) => {
    test.slow();
    const name = uniqueName("Ester");
    await leadThroughChat(page.request, name, { book: true });
    await signIn(page);

    const row = await listedLead(page, name, { meetings: true });
    await row.getByRole("button", { name: `Cancelar reunião de ${name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Reunião cancelada." })).toBeVisible();
    await expect(page).toHaveURL(/reuniao=marcada/);
    await expect(row).toHaveCount(0);

    const listed = await listedLead(page, name, { meetings: false });
    await expect(listed).not.toContainText("Reunião");
    await listed.getByRole("button", { name: `Excluir lead ${name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Lead ${name} excluído com sucesso!` })).toBeVisible();
    await expect(listed).toHaveCount(0);
  });
});
