import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { signIn } from "./fixtures";

/**
 * The browser's clock runs from a minute ago and is moved on by the test instead of waited
 * for. A form stamps its start with that clock, so the server's minimum fill time (in its
 * own clock) has passed as for a person who took a minute.
 */
const clockFromAMinuteAgo = (page: Page) => page.clock.install({ time: Date.now() - 60_000 });

test.describe("with the quote prompt of a new session", () => {
  test.use({ leadPrompt: true });

  test("the quote modal opens by itself after 5 s, once per session, and sends a quote", async ({ page }) => {
    await clockFromAMinuteAgo(page);
    await page.goto("/");
    const modal = page.getByRole("dialog", { name: "Solicitar Orçamento" });
    await expect(modal).toBeHidden();
    await page.clock.fastForward(3500);
    await expect(modal).toBeHidden();
    await page.clock.fastForward(1600);
    await expect(modal).toBeVisible();

    await modal.getByRole("button", { name: "Solicitar Orçamento" }).click();
    await expect(page.getByText("Por favor, preencha os campos obrigatórios")).toBeVisible();
    await expect(modal.getByLabel("E-mail *")).toHaveAttribute("type", "email");

    await modal.getByLabel("Nome *").fill("Marcos Teste");
    await modal.getByLabel("E-mail *").fill("marcos@cliente.exemplo.com.br");
    await modal.getByLabel("Empresa").fill("Moinho Exemplo");
    await modal.getByLabel("Mensagem *").fill("Orçamento de uma grade magnética para moega de 600 mm.");
    await modal.getByRole("button", { name: "Solicitar Orçamento" }).click();
    await expect(page.getByText("Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.")).toBeVisible();
    await expect(modal).toBeHidden();

    await page.getByRole("link", { name: "Blog" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.clock.fastForward(6000);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await signIn(page, "/admin/messages");
    await expect(page.getByText("Marcos Teste")).toBeVisible();
  });

  test("closing the modal keeps it away for the rest of the session", async ({ page }) => {
    await clockFromAMinuteAgo(page);
    await page.goto("/quem-somos");
    const modal = page.getByRole("dialog", { name: "Solicitar Orçamento" });
    await page.clock.fastForward(5100);
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Cancelar" }).click();
    await expect(modal).toBeHidden();
    await page.reload();
    await page.clock.fastForward(6500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("on a catalogue page the prompt is the contact popup, which records the page", async ({ page }) => {
    await clockFromAMinuteAgo(page);
    await page.goto("/servicos/manutencao-de-motofreios");
    const popup = page.getByRole("dialog", { name: "Solicitar Contato" });
    await page.clock.fastForward(5100);
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel("Mensagem *")).toHaveValue("Gostaria de um orçamento de: Manutenção de Motofreios");
    await popup.getByRole("button", { name: "Fechar" }).click();
  });
});

test("'Solicitar Contato' on a service page opens the popup at any time and sends the request", async ({ page }) => {
  await clockFromAMinuteAgo(page);
  await page.goto("/servicos/balanceamento-dinamico-de-rotores");
  await page.getByRole("link", { name: "Solicitar Contato" }).click();
  const popup = page.getByRole("dialog", { name: "Solicitar Contato" });
  await expect(popup).toBeVisible();
  await popup.getByLabel("Nome *").fill("Paula Rotor");
  await popup.getByLabel("E-mail *").fill("paula@cliente.exemplo.com.br");
  await popup.getByRole("button", { name: "Solicitar Contato" }).click();
  await expect(page.getByText("Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.")).toBeVisible();

  await signIn(page, "/admin/messages");
  await page
    .getByRole("button", { name: /^Paula Rotor/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toContainText("/servicos/balanceamento-dinamico-de-rotores");
});
