import { expect, test } from "./test";
import { signIn } from "./fixtures";
import { cookiesAnswered, expectNoPrompt, reloadHydrated, visitFromAMinuteAgo } from "./lead-prompt";

// The browser's clock is moved on by the test instead of waited for (lead-prompt.ts).

test.describe("with the quote prompt of a new session", () => {
  test.use({ leadPrompt: true });
  test.beforeEach(({ context }) => cookiesAnswered(context));

  test("the quote modal opens by itself after 5 s, once per session, and sends a quote", async ({ watcher, page }) => {
    watcher.allow(
      { toast: "Por favor, preencha os campos obrigatórios", type: "error" },
      { toast: "Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.", type: "success" },
    );
    await visitFromAMinuteAgo(page, "/");
    const modal = page.getByRole("dialog", { name: "Solicitar Orçamento" });
    await expect(modal).toBeHidden();
    // The page's clock runs on while expectNoPrompt waits its second: 2.5 s, then about 3.5.
    await page.clock.fastForward(2500);
    await expectNoPrompt(page);
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
    await expectNoPrompt(page);

    await signIn(page, "/admin/messages");
    await expect(page.getByText("Marcos Teste")).toBeVisible();
  });

  test("closing the modal keeps it away for the rest of the session", async ({ page }) => {
    await visitFromAMinuteAgo(page, "/quem-somos");
    const modal = page.getByRole("dialog", { name: "Solicitar Orçamento" });
    await page.clock.fastForward(5100);
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Cancelar" }).click();
    await expect(modal).toBeHidden();
    await reloadHydrated(page);
    await page.clock.fastForward(6500);
    await expectNoPrompt(page);
  });

  test("on a catalogue page the prompt is the contact popup, which records the page", async ({ page }) => {
    await visitFromAMinuteAgo(page, "/servicos/manutencao-de-motofreios");
    const popup = page.getByRole("dialog", { name: "Solicitar Contato" });
    await page.clock.fastForward(5100);
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel("Mensagem *")).toHaveValue("Gostaria de um orçamento de: Manutenção de Motofreios");
    await popup.getByRole("button", { name: "Fechar" }).click();
  });
});

test.describe("the quote prompt's manners", () => {
  test.use({ leadPrompt: true });

  test("it waits while the cookie banner is unanswered, and comes once the banner is answered", async ({ page }) => {
    await visitFromAMinuteAgo(page, "/quem-somos");
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    await expect(banner).toBeVisible();
    await page.clock.fastForward(5100);
    await page.clock.fastForward(6000);
    await expectNoPrompt(page);

    await banner.getByRole("button", { name: "Recusar" }).click();
    await expect(banner).toBeHidden();
    await page.clock.fastForward(2100);
    await expect(page.getByRole("dialog", { name: "Solicitar Orçamento" })).toBeVisible();
  });

  test.describe("once the banner is answered", () => {
    test.beforeEach(({ context }) => cookiesAnswered(context));

    test("it never opens on the contact page, over the visitor writing to us", async ({ page }) => {
      await visitFromAMinuteAgo(page, "/contato");
      await page.clock.fastForward(5100);
      await page.clock.fastForward(10_000);
      await expectNoPrompt(page);
    });

    test("it never opens while or after the visitor types in a form, on that page or the next", async ({ page }) => {
      await visitFromAMinuteAgo(page, "/");
      await page.clock.fastForward(2000);
      await page.getByRole("combobox", { name: "Buscar produtos e serviços" }).pressSequentially("grade");
      await page.clock.fastForward(5100);
      await expectNoPrompt(page);

      await page.getByRole("link", { name: "Blog" }).first().click();
      await expect(page).toHaveURL(/\/blog$/);
      await page.clock.fastForward(6000);
      await expectNoPrompt(page);
    });

    test("it never opens once the chat has been opened, not even right after the chat is closed", async ({ page }) => {
      await visitFromAMinuteAgo(page, "/");
      await page.clock.fastForward(1000);
      await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
      const chat = page.getByRole("dialog", { name: "Atendente Virtual" });
      await expect(chat).toBeVisible();
      await page.clock.fastForward(5100);
      await page.keyboard.press("Escape");
      await expect(chat).toHaveCount(0);
      await page.clock.fastForward(4100);
      await expectNoPrompt(page, "Solicitar Orçamento");
    });
  });
});

test("'Solicitar Contato' on a service page opens the popup at any time and sends the request", async ({ watcher, page }) => {
  watcher.allow({ toast: "Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.", type: "success" });
  await visitFromAMinuteAgo(page, "/servicos/balanceamento-dinamico-de-rotores");
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
