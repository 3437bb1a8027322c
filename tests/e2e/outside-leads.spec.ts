import { signIn } from "./fixtures";
import { expect, hydrated, newVisitorPage, test } from "./test";

/** A name of letters only, different on every run. */
function uniqueName(first: string) {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1000)}`.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/** A phone number of this run: DDD 19 and a landline's 8 digits. */
const uniquePhone = () => `(19) 3${String(Date.now()).slice(-3)}-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;

test("'Novo lead' registers a call by hand, and the same e-mail again adds to that lead", async ({ page }) => {
  test.slow();
  const name = uniqueName("Gustavo");
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}@cliente.exemplo.com.br`;
  await signIn(page, "/admin/leads");
  await page.getByRole("link", { name: "Novo lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Novo lead" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Nome").fill(name);
  await page.getByLabel("Empresa (opcional)").fill("Cerâmica Exemplo");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefone").fill(uniquePhone());
  await page.getByLabel("Origem").selectOption({ label: "Feira" });
  await page.getByLabel("Primeira nota").fill("Visitou o estande e quer um filtro magnético para barbotina.");
  await page.getByRole("button", { name: "Salvar lead" }).click();
  await expect(page.getByRole("status")).toContainText(`Lead ${name} criado.`);
  await expect(page.getByLabel("Nome")).toHaveValue("");

  await page.getByLabel("Nome").fill("Outra Pessoa");
  await page.getByLabel("E-mail").fill(email.toUpperCase());
  await page.getByLabel("Origem").selectOption({ label: "Telefone" });
  await page.getByLabel("Primeira nota").fill("Ligou para confirmar a visita.");
  await page.getByRole("button", { name: "Salvar lead" }).click();
  await expect(page.getByRole("status")).toContainText(`Este contato já era do lead ${name}`);
  await page.getByRole("link", { name: "Abrir o lead" }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const timeline = page.getByRole("list", { name: "Linha do tempo" });
  await expect(timeline.getByRole("listitem")).toHaveCount(2);
  await expect(timeline.getByRole("listitem").first()).toContainText("Contato fora do site: Telefone");
  await expect(timeline.getByRole("listitem").last()).toContainText("Contato fora do site: Feira");
  await expect(timeline).toContainText("quer um filtro magnético para barbotina");
});

test("a CSV import from Excel shows its preview, then imports on confirmation, and not twice", async ({ page }) => {
  test.slow();
  const joana = uniqueName("Joana");
  const caio = uniqueName("Caio");
  const csv = [
    "Nome;Empresa;E-mail;Telefone;Origem;Observações",
    `${joana};Metalúrgica Exemplo;${joana.toLowerCase().replace(/\s+/g, ".")}@cliente.exemplo.com.br;;Feira;Quer grades magnéticas`,
    `${caio};"Prado, Filhos & Cia";;${uniquePhone()};Indicação;Indicado por um cliente`,
    "Sem Contato;;;;Feira;",
  ].join("\r\n");
  const file = { name: "feira.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${csv}\r\n`, "utf8") };

  await signIn(page, "/admin/leads");
  await page.getByRole("link", { name: "Importar CSV" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Importar CSV" })).toBeVisible();
  await page.getByLabel("Arquivo CSV").setInputFiles(file);
  await page.getByRole("button", { name: "Ver prévia" }).click();

  await expect(page.getByRole("list", { name: "Resumo da prévia" })).toContainText("2 leads novos");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.filter({ hasText: joana })).toContainText("Cria um lead");
  await expect(rows.filter({ hasText: caio })).toContainText("Prado, Filhos & Cia");
  await expect(rows.filter({ hasText: "Sem Contato" })).toContainText("Recusada");
  await expect(rows.filter({ hasText: "Sem Contato" })).toContainText("Informe o e-mail ou o telefone.");
  await expect(page.getByLabel("Observações")).toHaveValue("note");
  await page.getByRole("button", { name: "Importar 2 linhas" }).click();
  await expect(page.getByRole("status")).toContainText("Importação de feira.csv concluída.");
  await expect(page.getByRole("status")).toContainText("2 leads criados");

  await page.getByLabel("Arquivo CSV").setInputFiles(file);
  await page.getByRole("button", { name: "Ver prévia" }).click();
  await expect(page.getByRole("list", { name: "Resumo da prévia" })).toContainText("2 linhas já importadas ou repetidas");
  await expect(page.getByRole("button", { name: "Importar 0 linhas" })).toBeDisabled();

  await page.goto(`/admin/leads?q=${encodeURIComponent(caio)}`);
  await page.getByRole("list", { name: "Leads" }).getByRole("link", { name: caio }).click();
  await expect(page.getByText("E-mail não informado")).toBeVisible();
  await expect(page.getByText("Este lead não tem e-mail: responda por telefone ou WhatsApp")).toBeVisible();
});

test("a click on a product page's WhatsApp button is counted in the reports under its page and campaign", async ({ page, browser }) => {
  test.slow();
  const campaign = `whats-${Date.now()}`;
  const visitor = await newVisitorPage(browser);
  // The link opens WhatsApp in a new tab: answered here, as no outside site is reached from the tests.
  await visitor.context().route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "WhatsApp" }));
  const viewed = visitor.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/visits");
  await visitor.goto(`/produtos/grade-magnetica-neodimio?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  await viewed;
  await hydrated(visitor);
  const clicked = visitor.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/contact-clicks");
  const popup = visitor.waitForEvent("popup");
  await visitor.getByRole("link", { name: "Conversar pelo WhatsApp" }).click();
  expect((await clicked).status()).toBe(202);
  await (await popup).close();
  await visitor.close();

  await signIn(page, "/admin/reports");
  const clicks = page.getByRole("region", { name: "Cliques em WhatsApp, telefone e e-mail" });
  await expect(clicks.getByRole("table", { name: "Por campanha" }).getByRole("row").filter({ hasText: campaign })).toHaveText(
    new RegExp(`${campaign}\\s*google\\s*1\\s*0\\s*0\\s*1$`),
  );
  await expect(clicks.getByRole("table", { name: "Por página" })).toContainText("/produtos/grade-magnetica-neodimio");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Novo lead' and the CSV import are plain posts: the lead is saved, the preview shown, then imported", async ({ page }) => {
    test.slow();
    const name = uniqueName("Heitor");
    await signIn(page, "/admin/leads/novo");
    await page.getByLabel("Nome").fill(name);
    await page.getByLabel("Telefone").fill(uniquePhone());
    await page.getByLabel("Origem").selectOption({ label: "Visita" });
    await page.getByRole("button", { name: "Salvar lead" }).click();
    await expect(page.getByRole("status")).toContainText(`Lead ${name} criado.`);

    const other = uniqueName("Irene");
    await page.goto("/admin/leads/importar");
    await page.getByLabel("Arquivo CSV").setInputFiles({
      name: "lista.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`nome,telefone,origem\n${other},${uniquePhone()},WhatsApp\n`, "utf8"),
    });
    await page.getByRole("button", { name: "Ver prévia" }).click();
    await expect(page.getByRole("table").getByRole("row").filter({ hasText: other })).toContainText("Cria um lead");
    await page.getByRole("button", { name: "Importar 1 linha" }).click();
    await expect(page.getByRole("status")).toContainText("1 lead criado");
  });
});
