import type { Page } from "@playwright/test";
import { signIn } from "./fixtures";
import { expect, expecting, hydrated, test } from "./test";

// Each value saved and each move says so with one success toast.
test.use(expecting({ toast: "Valor do negócio atualizado.", type: "success" }, { toast: "Status do lead atualizado.", type: "success" }));

/** A name of letters only, different on every run: the board is filtered down to its lead. */
function uniqueName(first: string) {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1000)}`.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/** A lead made by a visitor's contact form. */
async function newLead(page: Page, first: string) {
  const name = uniqueName(first);
  const sent = await page.request.post("/api/contact-requests", {
    data: {
      name,
      email: `${name.toLowerCase().replace(/\s+/g, ".")}@cliente.exemplo.com.br`,
      message: "Preciso de um separador magnético.",
      type: "quote_request",
      website: "",
      started_at: Date.now() - 60_000,
    },
  });
  expect(sent.status()).toBe(201);
  return name;
}

/** The board showing only this lead, hydrated. */
async function openBoard(page: Page, name: string) {
  await signIn(page, `/admin/leads?vista=quadro&q=${encodeURIComponent(name)}`);
  await hydrated(page);
}

const column = (page: Page, status: string) => page.getByRole("region", { name: status, exact: true });

async function expectIn(page: Page, status: string, name: string) {
  await expect(column(page, status).getByRole("link", { name })).toBeVisible();
}

test("a lead's value is typed on its page, the board adds it to its column, and a card dragged with the mouse moves it", async ({
  page,
}) => {
  test.slow();
  const name = await newLead(page, "Marta");
  await openBoard(page, name);
  await column(page, "Novo").getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await hydrated(page);

  const value = page.getByLabel("Valor do negócio (R$)");
  await value.fill("12.50");
  await page.getByRole("button", { name: "Salvar valor" }).click();
  await expect(page.getByText("Valor inválido. Use o formato 1.234,56")).toBeVisible();
  await value.fill("1.234,56");
  await page.getByRole("button", { name: "Salvar valor" }).click();
  await expect(page.getByText("Valor do negócio atualizado.")).toBeVisible();
  await expect(page.getByRole("main").getByText(/^R\$\s1\.234,56$/)).toBeVisible();

  await openBoard(page, name);
  await expect(column(page, "Novo")).toContainText(/1 lead\s*R\$\s1\.234,56/);
  await expect(column(page, "Em atendimento")).toContainText(/0 leads\s*R\$\s0,00/);

  const handle = page.getByRole("button", { name: `Arrastar ${name}` });
  const from = (await handle.boundingBox())!;
  const to = (await column(page, "Em atendimento").boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 12 });
  await page.mouse.up();

  await expect(page.getByText("Status do lead atualizado.")).toBeVisible();
  await expectIn(page, "Em atendimento", name);
  await expect(column(page, "Em atendimento")).toContainText(/1 lead\s*R\$\s1\.234,56/);
  await expect(column(page, "Novo")).toContainText(/0 leads\s*R\$\s0,00/);
  await page.reload();
  await expectIn(page, "Em atendimento", name);
});

/**
 * Space picks the card up and each arrow moves it one column, as a person does who listens to each
 * step; space drops it. The card starts in 'Novo'.
 */
async function carryByKeyboard(page: Page, name: string, columns: string[]) {
  await page.getByRole("button", { name: `Arrastar ${name}` }).focus();
  await page.keyboard.press("Space");
  // Picked up, it is over its own column at once, which the announcement says in place of the pick-up.
  await expect(page.getByText(new RegExp(`^${name} (foi pego\\.|está sobre a coluna Novo\\.)`))).toBeAttached();
  for (const column of columns) {
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`${name} está sobre a coluna ${column}.`)).toBeAttached();
  }
  await page.keyboard.press("Space");
}

test("the same move by keyboard: space picks the card up, the arrows choose the column, space drops it", async ({ page }) => {
  test.slow();
  const name = await newLead(page, "Nestor");
  await openBoard(page, name);
  await carryByKeyboard(page, name, ["Em atendimento", "Proposta enviada"]);

  await expect(page.getByText("Status do lead atualizado.")).toBeVisible();
  await expectIn(page, "Proposta enviada", name);
  await page.reload();
  await expectIn(page, "Proposta enviada", name);
  await expect(column(page, "Novo").getByRole("link", { name })).toHaveCount(0);
});

test("a card dropped on 'Perdido' asks for the reason from the list; cancelled it stays, with a reason it is lost", async ({ page }) => {
  test.slow();
  const name = await newLead(page, "Otilia");
  await openBoard(page, name);
  const handle = page.getByRole("button", { name: `Arrastar ${name}` });
  const toLost = async () => {
    await carryByKeyboard(page, name, ["Em atendimento", "Proposta enviada", "Ganho", "Perdido"]);
    return page.getByRole("dialog", { name: `Marcar ${name} como Perdido` });
  };

  let dialog = await toLost();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(handle).toBeFocused();
  await expectIn(page, "Novo", name);

  dialog = await toLost();
  await dialog.getByRole("button", { name: "Marcar como Perdido" }).click();
  await expect(dialog.getByText("Escolha o motivo da perda para marcar o lead como Perdido.")).toBeVisible();
  await expect(dialog.getByLabel("Motivo da perda").locator("option")).toHaveText([
    "Escolha o motivo",
    "Preço",
    "Prazo",
    "Concorrente",
    "Sem resposta",
    "Sem orçamento",
    "Outro",
  ]);
  await dialog.getByLabel("Motivo da perda").selectOption("Preço");
  await dialog.getByLabel("Detalhe da perda (opcional)").fill("Achou caro o frete.");
  await dialog.getByRole("button", { name: "Marcar como Perdido" }).click();
  await expect(page.getByText("Status do lead atualizado.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectIn(page, "Perdido", name);

  await column(page, "Perdido").getByRole("link", { name }).click();
  await expect(page.getByRole("list", { name: "Linha do tempo" })).toContainText("Motivo: Preço — Achou caro o frete.");
  await expect(page.getByLabel("Motivo da perda")).toHaveValue("Preço");
  await expect(page.getByLabel("Detalhe da perda (opcional)")).toHaveValue("Achou caro o frete.");
});
