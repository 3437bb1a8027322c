import type { Locator, Page } from "@playwright/test";
import { signIn } from "./fixtures";
import { cookiesAnswered, visitFromAMinuteAgo } from "./lead-prompt";
import { expect, test } from "./test";
import type { JourneyWatcher } from "./watcher";

const contactSuccess = "Mensagem enviada com sucesso! Entraremos em contato em breve.";
const quoteSuccess = "Solicitação de orçamento enviada com sucesso! Entraremos em contato em breve.";

type Visitor = { name: string; email: string; phone: string; company: string; message: string };

/** Types each field as a person does, leaving it with Tab for the next one. */
async function typeTheForm(page: Page, form: Locator, visitor: Visitor) {
  await form.getByLabel("Nome *").click();
  for (const value of [visitor.name, visitor.email, visitor.phone, visitor.company]) {
    await page.keyboard.type(value);
    await page.keyboard.press("Tab");
  }
  await expect(form.getByLabel("Mensagem *")).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(visitor.message);
  await page.keyboard.press("Tab");
  // Time for a toast the checks on leaving a field would raise, and a person's minimum fill time.
  await page.waitForTimeout(1100);
}

/** Leaving each field shows at most its own error beside it: no toast, no alert. */
function expectNothingShownWhileTyping(watcher: JourneyWatcher) {
  expect(watcher.seen("toast")).toEqual([]);
  expect(watcher.seen("alert")).toEqual([]);
}

/** The send is told once, by one success toast. */
async function expectOneSuccess(page: Page, watcher: JourneyWatcher, success: string) {
  watcher.allow({ toast: success, type: "success" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: success })).toBeVisible();
  expect(watcher.seen("toast")).toEqual([{ kind: "toast", type: "success", text: success }]);
  expect(watcher.seen("alert")).toEqual([]);
}

/** The inbox holds exactly one request from this visitor. */
async function expectOneStored(page: Page, name: string) {
  await signIn(page, "/admin/messages");
  await page.getByLabel("Buscar mensagens").fill(name);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText(`1 mensagem encontrada para "${name}"`)).toBeVisible();
}

/** A refused send is told once, by one error toast, and each field says what is wrong. */
async function expectOneRefusal(page: Page, form: Locator, watcher: JourneyWatcher, refusal: string) {
  watcher.allow({ toast: refusal, type: "error" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: refusal })).toBeVisible();
  await expect(form.getByText("Informe um e-mail válido")).toBeVisible();
  await expect(form.getByText("Escreva sua mensagem")).toBeVisible();
  // Time for a second toast, were one coming.
  await page.waitForTimeout(500);
  expect(watcher.seen("toast")).toEqual([{ kind: "toast", type: "error", text: refusal }]);
  expect(watcher.seen("alert")).toEqual([]);
}

/** Name and a mistyped e-mail, each left with Tab, the message forgotten. */
async function typeAnIncompleteForm(page: Page, form: Locator, watcher: JourneyWatcher) {
  await form.getByLabel("Nome *").click();
  await page.keyboard.type("Visitante Apressado");
  await page.keyboard.press("Tab");
  await page.keyboard.type("apressado@");
  await page.keyboard.press("Tab");
  await expect(form.getByText("Informe um e-mail válido")).toBeVisible();
  await page.waitForTimeout(500);
  expectNothingShownWhileTyping(watcher);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    const visitor = (form: string): Visitor => ({
      // A name is letters only: the width is told in words.
      name: `Visitante ${form} ${viewport.width < 768 ? "Celular" : "Computador"}`,
      email: `visitante.${form.toLowerCase()}.${viewport.width}@cliente.exemplo.com.br`,
      phone: "(19) 99999-0000",
      company: "Moinho Exemplo",
      message: " Precisamos de uma grade magnética para moega de 600 mm.",
    });

    test("the contact page: typing and Tab show no toast, a valid send one success and one request", async ({ page, watcher }) => {
      await page.goto("/contato");
      const form = page.getByRole("main");
      const person = visitor("Contato");
      await typeTheForm(page, form, person);
      expectNothingShownWhileTyping(watcher);

      await form.getByRole("button", { name: "Enviar mensagem" }).click();
      await expectOneSuccess(page, watcher, contactSuccess);
      await expectOneStored(page, person.name);
    });

    test("the contact page: an incomplete send shows one error toast and the field errors", async ({ page, watcher }) => {
      await page.goto("/contato");
      const form = page.getByRole("main");
      await typeAnIncompleteForm(page, form, watcher);
      await form.getByRole("button", { name: "Enviar mensagem" }).click();
      await expectOneRefusal(page, form, watcher, "Por favor, preencha todos os campos obrigatórios");
    });

    test.describe("the quote modal", () => {
      test.use({ leadPrompt: true });
      test.beforeEach(({ context }) => cookiesAnswered(context));

      const openTheModal = async (page: Page) => {
        await visitFromAMinuteAgo(page, "/");
        await page.clock.fastForward(5100);
        const modal = page.getByRole("dialog", { name: "Solicitar Orçamento" });
        await expect(modal).toBeVisible();
        return modal;
      };

      test("typing and Tab show no toast, a valid send one success and one request", async ({ page, watcher }) => {
        const modal = await openTheModal(page);
        const person = visitor("Modal");
        await typeTheForm(page, modal, person);
        expectNothingShownWhileTyping(watcher);

        await modal.getByRole("button", { name: "Solicitar Orçamento" }).click();
        await expectOneSuccess(page, watcher, quoteSuccess);
        await expect(modal).toBeHidden();
        await expectOneStored(page, person.name);
      });

      test("an incomplete send shows one error toast and the field errors", async ({ page, watcher }) => {
        const modal = await openTheModal(page);
        await typeAnIncompleteForm(page, modal, watcher);
        await modal.getByRole("button", { name: "Solicitar Orçamento" }).click();
        await expectOneRefusal(page, modal, watcher, "Por favor, preencha os campos obrigatórios");
      });
    });

    test.describe("the catalogue popup", () => {
      const openThePopup = async (page: Page) => {
        await visitFromAMinuteAgo(page, "/servicos/balanceamento-dinamico-de-rotores");
        await page.getByRole("link", { name: "Solicitar Contato" }).click();
        const popup = page.getByRole("dialog", { name: "Solicitar Contato" });
        await expect(popup).toBeVisible();
        return popup;
      };

      test("typing and Tab show no toast, a valid send one success and one request", async ({ page, watcher }) => {
        const popup = await openThePopup(page);
        const person = visitor("Popup");
        await typeTheForm(page, popup, person);
        expectNothingShownWhileTyping(watcher);

        await popup.getByRole("button", { name: "Solicitar Contato" }).click();
        await expectOneSuccess(page, watcher, quoteSuccess);
        await expect(popup).toBeHidden();
        await expectOneStored(page, person.name);
      });

      test("an incomplete send shows one error toast and the field errors", async ({ page, watcher }) => {
        const popup = await openThePopup(page);
        await popup.getByLabel("Mensagem *").fill("");
        await typeAnIncompleteForm(page, popup, watcher);
        await popup.getByRole("button", { name: "Solicitar Contato" }).click();
        await expectOneRefusal(page, popup, watcher, "Por favor, preencha os campos obrigatórios");
      });
    });
  });
}

test("a staff editor: a refused save shows one error toast, and typing in the form afterwards shows none", async ({ page, watcher }) => {
  watcher.allow({ toast: /^Erro ao salvar página inicial/, type: "error" });
  await signIn(page, "/admin/home-page");
  await page.getByLabel("Título principal").fill("   ");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Erro ao salvar página inicial" })).toBeVisible();
  await expect(page.getByText("Título principal é obrigatório para a página inicial").first()).toBeVisible();

  // Each key is checked again; the title is still blank, which its field already says.
  await page.getByLabel("Subtítulo").pressSequentially(" (revisão)");
  await page.waitForTimeout(500);
  expect(watcher.seen("toast")).toHaveLength(1);
});
