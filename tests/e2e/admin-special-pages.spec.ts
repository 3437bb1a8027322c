import { expect, test } from "./test";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { saveEditor } from "./editors";
import { signIn } from "./fixtures";
import { axeViolations } from "./axe";

// The home tests both save the whole home page: one at a time, so neither undoes the other.
test.describe.configure({ mode: "serial" });

const saveHome = (page: Page) =>
  saveEditor(page, { button: "Salvar Alterações", action: "/admin/home-page", message: "Página inicial salva com sucesso!" });

const saveAbout = (page: Page) =>
  saveEditor(page, { button: "Salvar Alterações", action: "/admin/about-page", message: "Página Quem Somos salva com sucesso!" });

test("a new hero title shows on the home page at once; a blank one is refused", async ({ page, browser, watcher }) => {
  watcher.allow({ toast: "Erro ao salvar página inicialTítulo principal é obrigatório para a página inicial", type: "error" });
  await signIn(page, "/admin/home-page");
  await expect(page.getByRole("heading", { level: 1, name: "Editar Página Inicial" })).toBeVisible();
  const hero = page.getByLabel("Título principal");
  const seeded = await hero.inputValue();

  await hero.fill("   ");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText("Erro ao salvar página inicial")).toBeVisible();
  await expect(page.getByText("Título principal é obrigatório para a página inicial").first()).toBeVisible();
  await expect(hero).toBeFocused();

  const visitor = await browser.newPage();
  try {
    await hero.fill("Ímãs que protegem a sua linha (teste)");
    await saveHome(page);
    // The editor's own message tells the save and takes the focus, never left on the page's body.
    await expect(page.locator(":focus")).toContainText("Página inicial salva com sucesso!");
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Ímãs que protegem a sua linha (teste)");
  } finally {
    await hero.fill(seeded);
    await saveHome(page);
  }
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(seeded);
});

test("an area added, moved up and removed shows in that order on the home page", async ({ page, browser }) => {
  await signIn(page, "/admin/home-page");
  const areas = page.getByRole("region", { name: "Áreas de Atuação" });
  const title = "Papel e Celulose (teste)";
  await expect(areas.getByRole("button", { name: "Mover a área Alimentos e Grãos para cima" })).toBeDisabled();

  await areas.getByRole("button", { name: "Adicionar Área" }).click();
  const newTitle = areas.getByLabel("Título").last();
  await expect(newTitle).toBeFocused();
  await newTitle.fill(title);
  await expect(areas.getByRole("heading", { name: `11. ${title}` })).toBeVisible();
  await expect(areas.getByLabel("Ícone").last()).toHaveValue("Filter");
  await expect(areas.getByLabel("Cor").last()).toHaveValue("blue");
  await expect(areas.getByRole("button", { name: `Mover a área ${title} para baixo` })).toBeDisabled();

  const up = areas.getByRole("button", { name: `Mover a área ${title} para cima` });
  await up.click();
  await expect(areas.getByRole("heading", { name: `10. ${title}` })).toBeVisible();
  await expect(areas.getByRole("heading", { name: "11. Siderurgia e Metalurgia" })).toBeVisible();
  await expect(up).toBeFocused();

  const visitor = await browser.newPage();
  const publicAreas = () => visitor.getByRole("region", { name: "Áreas de Atuação" }).getByRole("heading", { level: 3 }).allTextContents();
  try {
    await saveHome(page);
    await visitor.goto("/");
    const shown = await publicAreas();
    expect(shown).toHaveLength(11);
    expect(shown[0]).toBe("Alimentos e Grãos");
    expect(shown.slice(-2)).toEqual([title, "Siderurgia e Metalurgia"]);
  } finally {
    await areas.getByRole("button", { name: `Remover a área ${title}` }).click();
    await saveHome(page);
  }
  await visitor.reload();
  const restored = await publicAreas();
  expect(restored).toHaveLength(10);
  expect(restored.at(-1)).toBe("Siderurgia e Metalurgia");
});

test("a certificate uploaded on the about page is the one the products page links to", async ({ page, browser, watcher }) => {
  watcher.allow(
    { toast: "Arquivo removido", type: "success" },
    { toast: "Arquivo enviado com sucesso!", type: "success" },
    { toast: "URL definida com sucesso!", type: "success" },
    // The video's preview is YouTube's picture, out of reach where the journeys run offline.
    { requestfailed: /^https:\/\/i\.ytimg\.com\/vi\/dQw4w9WgXcQ\/hqdefault\.jpg$/ },
  );
  const document = await PDFDocument.create();
  document.addPage([300, 200]);
  const pdf = Buffer.from(await document.save());

  await signIn(page, "/admin/about-page");
  await expect(page.getByRole("heading", { level: 1, name: "Editar Página Quem Somos" })).toBeVisible();

  const video = page.getByLabel("URL do vídeo no YouTube");
  await video.fill("https://vimeo.com/123456");
  await expect(page.getByText("URL do YouTube inválida")).toBeVisible();
  await video.fill("https://youtu.be/dQw4w9WgXcQ");
  await expect(page.getByRole("button", { name: "Assistir ao vídeo: Pré-visualização do vídeo institucional" })).toBeVisible();
  await video.fill("");

  const certificate = page.getByRole("region", { name: "Certificado ISO 9001" });
  const seeded = (await certificate.getByRole("link").getAttribute("href"))!;
  await certificate.getByRole("button", { name: "Remover certificado iso 9001 (pdf)" }).click();
  await certificate
    .getByLabel("Certificado ISO 9001 (PDF)", { exact: true })
    .setInputFiles({ name: "certificado-iso.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(certificate.getByText("Arquivo enviado com sucesso!")).toBeVisible();
  const uploaded = (await certificate.getByRole("link").getAttribute("href"))!;
  expect(uploaded).toMatch(/^\/uploads\/[0-9a-f]{16}-\d{13}\.pdf$/);

  const visitor = await browser.newPage();
  try {
    await saveAbout(page);
    await visitor.goto("/produtos");
    await expect(visitor.getByRole("link", { name: "Certificado ISO 9001" })).toHaveAttribute("href", uploaded);
  } finally {
    await certificate.getByRole("button", { name: "Remover certificado iso 9001 (pdf)" }).click();
    await certificate.getByLabel("Endereço de certificado iso 9001 (pdf)").fill(seeded);
    await certificate.getByRole("button", { name: "Usar URL" }).click();
    // The address is in the form before it is saved: a save sent sooner kept the upload.
    await expect(certificate.getByRole("link")).toHaveAttribute("href", seeded);
    await saveAbout(page);
  }
  await visitor.reload();
  await expect(visitor.getByRole("link", { name: "Certificado ISO 9001" })).toHaveAttribute("href", seeded);
});

test("the special pages manager holds both editors in tabs and keeps unsaved edits across them", async ({ page }) => {
  await signIn(page, "/admin/special-pages");
  await expect(page.getByRole("heading", { level: 1, name: "Gerenciar Páginas Especiais" })).toBeVisible();
  const homeTab = page.getByRole("tab", { name: "Página Inicial" });
  const aboutTab = page.getByRole("tab", { name: "Quem Somos" });
  await expect(homeTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("region", { name: "Áreas de Atuação" })).toBeVisible();

  const homePanel = page.getByRole("tabpanel", { name: "Página Inicial" });
  const keywords = homePanel.getByRole("textbox", { name: "Palavras-chave" });
  const chips = homePanel.getByRole("list", { name: "Palavras-chave" });
  const before = await chips.getByRole("listitem").count();
  await keywords.fill("  grade magnética  ");
  await keywords.press("Enter");
  await expect(chips.getByRole("listitem")).toHaveCount(before + 1);
  await expect(chips.getByRole("listitem").last()).toHaveText("grade magnética");
  await keywords.fill("GRADE MAGNÉTICA");
  await homePanel.getByRole("button", { name: "Adicionar palavra-chave" }).click();
  await keywords.fill("   ");
  await keywords.press("Enter");
  await expect(chips.getByRole("listitem")).toHaveCount(before + 1);
  await chips.getByRole("button", { name: "Remover palavra-chave grade magnética" }).click();
  await expect(chips.getByRole("listitem")).toHaveCount(before);

  await aboutTab.click();
  const aboutPanel = page.getByRole("tabpanel", { name: "Quem Somos" });
  await expect(aboutPanel.getByRole("region", { name: "Certificado ISO 9001" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Áreas de Atuação" })).toBeHidden();
  await aboutPanel.getByLabel("Subtítulo").fill("Subtítulo ainda não salvo");
  await aboutTab.press("ArrowLeft");
  await expect(homeTab).toHaveAttribute("aria-selected", "true");
  await homeTab.press("ArrowRight");
  await expect(aboutPanel.getByLabel("Subtítulo")).toHaveValue("Subtítulo ainda não salvo");
});

for (const path of ["/admin/home-page", "/admin/about-page", "/admin/special-pages"]) {
  // On a phone, in accessibility.spec.ts.
  test(`${path} has no accessibility violations on a desktop`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
