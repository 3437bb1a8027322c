import { expect, test } from "./test";
import { signIn } from "./fixtures";

test.describe("with the quote prompt of a new session", () => {
  test.use({ leadPrompt: true });

  test("the quote modal opens by itself after 5 s, once per session, and sends a quote", async ({ page }) => {
    await page.goto("/");
    const modal = page.getByRole("dialog", { name: "Solicitar Orçamento" });
    await expect(modal).toBeHidden();
    await page.waitForTimeout(3500);
    await expect(modal).toBeHidden();
    await expect(modal).toBeVisible({ timeout: 4000 });

    await modal.getByRole("button", { name: "Solicitar Orçamento" }).click();
    await expect(page.getByText("Por favor, preencha os campos obrigatórios")).toBeVisible();
    await expect(modal.getByLabel("E-mail *")).toHaveAttribute("type", "email");

    await modal.getByLabel("Nome *").fill("Marcos Teste");
    await modal.getByLabel("E-mail *").fill("marcos@cliente.exemplo.com.br");
    await modal.getByLabel("Empresa").fill("Moinho Exemplo");
    await modal.getByLabel("Mensagem *").fill("Orçamento de uma grade magnética para moega de 600 mm.");
    // A person takes longer than the server's minimum fill time (1 s here); a quick journey would be refused as a robot.
    await page.waitForTimeout(1000);
    await modal.getByRole("button", { name: "Solicitar Orçamento" }).click();
    await expect(page.getByText("Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.")).toBeVisible();
    await expect(modal).toBeHidden();

    await page.getByRole("link", { name: "Blog" }).first().click();
    await page.waitForTimeout(6000);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await signIn(page, "/admin/messages");
    await expect(page.getByText("Marcos Teste")).toBeVisible();
  });

  test("closing the modal keeps it away for the rest of the session", async ({ page }) => {
    await page.goto("/quem-somos");
    const modal = page.getByRole("dialog", { name: "Solicitar Orçamento" });
    await expect(modal).toBeVisible({ timeout: 8000 });
    await modal.getByRole("button", { name: "Cancelar" }).click();
    await expect(modal).toBeHidden();
    await page.reload();
    await page.waitForTimeout(6500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("on a catalogue page the prompt is the contact popup, which records the page", async ({ page }) => {
    await page.goto("/servicos/manutencao-de-motofreios");
    const popup = page.getByRole("dialog", { name: "Solicitar Contato" });
    await expect(popup).toBeVisible({ timeout: 8000 });
    await expect(popup.getByLabel("Mensagem *")).toHaveValue("Gostaria de um orçamento de: Manutenção de Motofreios");
    await popup.getByRole("button", { name: "Fechar" }).click();
  });
});

test("'Solicitar Contato' on a service page opens the popup at any time and sends the request", async ({ page }) => {
  await page.goto("/servicos/balanceamento-dinamico-de-rotores");
  await page.getByRole("link", { name: "Solicitar Contato" }).click();
  const popup = page.getByRole("dialog", { name: "Solicitar Contato" });
  await expect(popup).toBeVisible();
  await popup.getByLabel("Nome *").fill("Paula Rotor");
  await popup.getByLabel("E-mail *").fill("paula@cliente.exemplo.com.br");
  await page.waitForTimeout(3000);
  await popup.getByRole("button", { name: "Solicitar Contato" }).click();
  await expect(page.getByText("Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.")).toBeVisible();

  await signIn(page, "/admin/messages");
  await page.getByRole("button", { name: /^Paula Rotor/ }).first().click();
  await expect(page.getByRole("dialog")).toContainText("/servicos/balanceamento-dinamico-de-rotores");
});
