import { baseURL, mailbox, staffStateOf } from "../../playwright.config";
import { adminRouteAreas, mayUse } from "~/features/auth";
import { mailTo } from "./mailbox";
import { e2eRoleStaff, type E2eRole } from "./staff-accounts";
import { expect, test } from "./test";

// Every admin route and API (app/routes.ts, checked against the rules by roles.test.ts), at an
// address that matches it, for anonymous visitors and each role, as the server answers them.
const addressOf = (pattern: string, role?: E2eRole) =>
  pattern
    .replace(":slug/edit", pattern.startsWith("/admin/blog") ? "como-escolher-uma-grade-magnetica/edit" : "grade-magnetica-neodimio/edit")
    .replace(":id", "00000000-0000-0000-0000-000000000000")
    // Each role's own report (reportTabsFor); the others' are refused below.
    .replace(":type", role === "editor" ? "implementations" : "analytics")
    .replace(":name", "nao-existe.png")
    .replace("*", "nao-existe");

const roles: E2eRole[] = ["administrador", "editor", "comercial"];
const forbidden = "A sua função na equipe não dá acesso a esta página.";

for (const pattern of Object.keys(adminRouteAreas)) {
  const address = addressOf(pattern);
  const api = pattern.startsWith("/api/");

  test(`${pattern}: anonymous callers sign in first, and each role gets in or 403 on reading and on changing`, async ({ playwright }) => {
    // Whatever the method: an API answers 401, a screen sends to the login remembering the address.
    const anonymous = await playwright.request.newContext({ baseURL, maxRedirects: 0, extraHTTPHeaders: { origin: baseURL } });
    for (const method of api ? ["GET", "POST", "PUT", "DELETE"] : ["GET", "POST"]) {
      const answer = await anonymous.fetch(address, { method });
      if (api) {
        expect(answer.status(), `anonymous ${method} ${address}`).toBe(401);
        expect((await answer.json()).error.code).toBe("unauthorized");
      } else {
        expect(answer.status(), `anonymous ${method} ${address}`).toBe(302);
        expect(answer.headers().location).toBe(`/admin/auth?redirectTo=${encodeURIComponent(address)}`);
      }
    }
    await anonymous.dispose();

    for (const role of roles) {
      const staff = await playwright.request.newContext({ baseURL, storageState: staffStateOf(role), maxRedirects: 0 });
      const read = await staff.get(addressOf(pattern, role));
      if (mayUse(role, pattern)) {
        // In: the page, its redirect, a 404 of an unknown item, or 405 where a route only acts.
        expect([200, 302, 404, 405], `${role} reading ${address}`).toContain(read.status());
      } else {
        expect(read.status(), `${role} reading ${address}`).toBe(403);
        expect(await read.text()).toContain(api ? forbidden : "Acesso Negado");
        // An action is refused before it runs: nothing is read from the body, nothing changes.
        const change = await staff.post(address, { form: { intent: "delete", id: "1" } });
        expect(change.status(), `${role} changing ${address}`).toBe(403);
      }
      await staff.dispose();
    }
  });
}

test("the menu shows each role only what it may open", async ({ browser }) => {
  // Three dashboards, each the first of its role on this server: together past 30 s on 2 busy cores.
  test.slow();
  const expected: Record<E2eRole, string[]> = {
    administrador: [
      "Dashboard",
      "Configurações",
      "Página Inicial",
      "Blog",
      "Páginas",
      "Mídia",
      "Relatórios",
      "Equipe",
      "Atividade",
      "E-mails",
      "Mensagens",
    ],
    editor: [
      "Dashboard",
      "Página Inicial",
      "Página Quem Somos",
      "Páginas Especiais",
      "Blog",
      "Páginas",
      "Mídia",
      "Políticas",
      "Relatórios",
    ],
    comercial: ["Dashboard", "Mensagens", "Relatórios"],
  };
  const hidden: Record<E2eRole, string[]> = {
    administrador: [],
    editor: ["Configurações", "Equipe", "Atividade", "E-mails", "Mensagens"],
    comercial: ["Configurações", "Página Inicial", "Blog", "Páginas", "Mídia", "Políticas", "Equipe", "Atividade", "E-mails"],
  };
  for (const role of roles) {
    const context = await browser.newContext({ baseURL, storageState: staffStateOf(role) });
    const page = await context.newPage();
    await page.goto("/admin");
    const menu = page.getByRole("complementary", { name: "Painel Admin" }).getByRole("navigation", { name: "Administração" });
    for (const label of expected[role]) await expect(menu.getByText(label, { exact: true }), `${role}: ${label}`).toBeVisible();
    for (const label of hidden[role]) await expect(menu.getByText(label, { exact: true }), `${role}: ${label}`).toHaveCount(0);
    await context.close();
  }
});

test("a forbidden screen is a pt-BR 403, with the way back to the panel", async ({ browser, watcher }) => {
  watcher.allow({ response: /\/admin\/messages$/, method: "GET", status: 403 });
  const context = await browser.newContext({ baseURL, storageState: staffStateOf("editor") });
  const page = await context.newPage();
  const response = await page.goto("/admin/messages");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
  await expect(page).toHaveTitle("Acesso Negado");
  await page.getByRole("link", { name: "Voltar ao painel" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await context.close();
});

test("the reports show each role its own tabs, and refuse the others' detailed reports", async ({ browser, watcher }) => {
  watcher.allow({ response: /\/admin\/reports\/(analytics|system)$/, method: "GET", status: 403 });
  const tabs: Record<E2eRole, { shown: string[]; hidden: string[]; own: string; other?: string }> = {
    administrador: {
      shown: ["Análise de acessos", "Vendas", "Implementações", "Sistema", "Melhorias", "Problemas"],
      hidden: [],
      own: "system",
    },
    editor: {
      shown: ["Implementações", "Melhorias", "Problemas"],
      hidden: ["Análise de acessos", "Vendas", "Sistema"],
      own: "issues",
      other: "analytics",
    },
    comercial: {
      shown: ["Análise de acessos", "Vendas"],
      hidden: ["Implementações", "Sistema", "Melhorias", "Problemas"],
      own: "analytics",
      other: "system",
    },
  };
  for (const role of roles) {
    const context = await browser.newContext({ baseURL, storageState: staffStateOf(role) });
    const page = await context.newPage();
    await page.goto("/admin/reports");
    const tabList = page.getByRole("tablist", { name: "Relatórios" });
    for (const label of tabs[role].shown) await expect(tabList.getByRole("tab", { name: label }), `${role}: ${label}`).toBeVisible();
    for (const label of tabs[role].hidden) await expect(tabList.getByRole("tab", { name: label }), `${role}: ${label}`).toHaveCount(0);
    // The pages' tracking codes are for those who edit the pages; the latest requests name visitors, for those who answer them.
    await expect(page.getByRole("heading", { name: "Páginas com códigos de rastreamento" })).toHaveCount(role === "comercial" ? 0 : 1);
    await page.goto(`/admin/reports/${tabs[role].own}`);
    await expect(page.getByRole("heading", { name: "Relatório Detalhado" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Atividade Recente" })).toHaveCount(role === "editor" ? 0 : 1);
    const other = tabs[role].other;
    if (other) expect((await page.goto(`/admin/reports/${other}`))?.status(), `${role}: ${other}`).toBe(403);
    await context.close();
  }
});

test("every admin screen, export and API, asked by each role about a lead with a staff member's e-mail, hands out no sign-in link", async ({
  playwright,
}) => {
  test.slow();
  const staffEmail = e2eRoleStaff.editor.email;
  const visitor = await playwright.request.newContext({ baseURL });
  const sent = await visitor.post("/api/contact-requests", {
    data: {
      name: "Visitante Curioso",
      email: staffEmail,
      message: "Orçamento de ímãs.",
      type: "quote_request",
      website: "",
      started_at: Date.now() - 60_000,
    },
  });
  expect(sent.status()).toBe(201);
  expect((await visitor.post("/api/auth/request-password-reset", { data: { email: staffEmail } })).status()).toBe(200);
  const token = /token=([\w-]+)/.exec((await mailTo(mailbox, staffEmail, /Redefinição de senha/)).text)?.[1];
  expect(token).toBeDefined();
  await visitor.dispose();

  const admin = await playwright.request.newContext({ baseURL, storageState: staffStateOf("administrador") });
  const list = await (await admin.get(`/admin/leads?q=${encodeURIComponent(staffEmail)}`)).text();
  const leadId = /\/admin\/leads\/([0-9a-f-]{36})/.exec(list)![1]!;
  await admin.dispose();

  for (const role of roles) {
    const staff = await playwright.request.newContext({ baseURL, storageState: staffStateOf(role), maxRedirects: 0 });
    for (const pattern of Object.keys(adminRouteAreas)) {
      const address = addressOf(pattern, role).replace("00000000-0000-0000-0000-000000000000", leadId);
      const answer = await staff.get(address);
      expect(await answer.text(), `${role} reading ${address}`).not.toContain(token);
      if (pattern.startsWith("/api/admin/leads/:id/export")) expect(answer.status(), `${role} exporting ${address}`).toBe(403);
    }
    await staff.dispose();
  }
});
